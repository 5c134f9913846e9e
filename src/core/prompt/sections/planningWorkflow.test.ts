import { describe, expect, it } from 'vitest';
import { renderPlanningWorkflow } from './planningWorkflow';

const HEADINGS = [
  '# Active Approval Mode: Plan',
  '## Available Tools',
  '## Plan Storage',
  '## Workflow Phases',
  '### Phase 1: Requirements Understanding',
  '### Phase 2: Project Exploration',
  '### Phase 3: Design & Planning',
  '### Phase 4: Review & Approval',
  '## Constraints',
];

describe('renderPlanningWorkflow', () => {
  it('renders nothing without options', () => {
    expect(renderPlanningWorkflow()).toBe('');
  });

  describe.each([
    { name: 'full list', planModeToolsList: '- `glob`\n- `read_file`\n- `exit_plan_mode`' },
    { name: 'single tool', planModeToolsList: '- `read_file`' },
    { name: 'empty list', planModeToolsList: '' },
  ])('$name', ({ planModeToolsList }) => {
    const plansDir = '/home/dev/.gemini/tmp/abc/plans';
    const text = renderPlanningWorkflow({ planModeToolsList, plansDir });

    it('emits the plan-mode headings in order', () => {
      expect(text.split('\n').filter((line) => line.startsWith('#'))).toEqual(HEADINGS);
    });

    it('inserts the list as given, then the fixed write_file and replace bullets', () => {
      // An empty list leaves a blank line where the list would be, as in the CLI.
      expect(text).toContain(`:\n${planModeToolsList}\n- \`write_file\``);
      expect(text).toContain('\n- `write_file`');
      expect(text).toMatch(/- `write_file`[^\n]*\n- `replace`/);
    });

    it('prints the plans directory followed by a slash', () => {
      expect(text).toContain(`${plansDir}/`);
    });
  });
});
