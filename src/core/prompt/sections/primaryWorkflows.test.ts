import { describe, expect, it } from 'vitest';
import { renderPrimaryWorkflows } from './primaryWorkflows';

const flags = [true, false].flatMap((interactive) =>
  [true, false].flatMap((enableCodebaseInvestigator) =>
    [true, false].map((enableWriteTodosTool) => ({
      interactive,
      enableCodebaseInvestigator,
      enableWriteTodosTool,
    })),
  ),
);

function stepLine(text: string, step: number): string {
  return text.split('\n').find((line) => line.startsWith(`${step}. `)) ?? '';
}

function newApplicationSteps(text: string): string[] {
  const section = text.slice(text.indexOf('## New Applications'));
  return section.split('\n').filter((line) => /^\d+\. /.test(line));
}

describe('renderPrimaryWorkflows', () => {
  it('renders nothing without options', () => {
    expect(renderPrimaryWorkflows()).toBe('');
  });

  describe.each(flags)(
    'interactive=$interactive investigator=$enableCodebaseInvestigator todos=$enableWriteTodosTool',
    (options) => {
      const text = renderPrimaryWorkflows(options);

      it('emits the three headings in order', () => {
        const headings = text.split('\n').filter((line) => line.startsWith('#'));
        expect(headings).toEqual([
          '# Primary Workflows',
          '## Software Engineering Tasks',
          '## New Applications',
        ]);
      });

      it('switches step 1 on the codebase investigator', () => {
        const step1 = stepLine(text, 1);
        expect(step1.startsWith('1. **Understand & Strategize:**')).toBe(
          options.enableCodebaseInvestigator,
        );
        expect(step1.startsWith('1. **Understand:**')).toBe(!options.enableCodebaseInvestigator);
        expect(step1.includes('`codebase_investigator`')).toBe(options.enableCodebaseInvestigator);
      });

      it('mentions write_todos in step 2 only when the tool is registered', () => {
        expect(stepLine(text, 2).includes('`write_todos`')).toBe(options.enableWriteTodosTool);
      });

      it('adds the step-5 ask-the-user suffix only when interactive', () => {
        expect(stepLine(text, 5).includes('ask the user')).toBe(options.interactive);
      });

      it('has 6 New Applications steps interactively and 4 otherwise', () => {
        const steps = newApplicationSteps(text);
        expect(steps).toHaveLength(options.interactive ? 6 : 4);
        expect(steps.some((line) => line.includes('**User Approval:**'))).toBe(options.interactive);
        expect(steps.some((line) => line.includes('**Solicit Feedback:**'))).toBe(
          options.interactive,
        );
      });
    },
  );

  it('has four distinct step-2 variants over investigator x write_todos', () => {
    const variants = new Set(
      flags.filter((f) => f.interactive).map((f) => stepLine(renderPrimaryWorkflows(f), 2)),
    );
    expect(variants.size).toBe(4);
  });
});
