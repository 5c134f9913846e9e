/**
 * Controls in their "doesn't apply here" state: the tool list shows the core table's reason for
 * exactly the tools it names (the same table controlEffects.test.ts checks against the render),
 * and a release's codebase_investigator tool says the sub-agents list decides.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUILTIN_TOOL_NAMES,
  controlNotApplicable,
  createDefaultPlaygroundState,
  renderSystemPrompt,
  toolControlId,
  toPromptInput,
  type PlaygroundState,
} from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { ModeControls } from './ModeControls';
import { ModelAccessControls } from './ModelAccessControls';
import { ToolsControls } from './ToolsControls';

afterEach(cleanup);

const load = (state: PlaygroundState) =>
  useConfigStore.setState({ config: state, past: [], future: [] });

function withInvestigatorTool(version: '0.61.0' | '2026-02'): PlaygroundState {
  const state = createDefaultPlaygroundState(version);
  state.gemini.tools = [...state.gemini.tools.filter((t) => t !== 'codebase_investigator')];
  return state;
}

describe('the codebase_investigator tool', () => {
  it('says in a release that the sub-agents list decides, and ticking it changes nothing', () => {
    const state = withInvestigatorTool('0.61.0');
    const ticked = structuredClone(state);
    ticked.gemini.tools.push('codebase_investigator');
    expect(renderSystemPrompt(toPromptInput(ticked)).text).toBe(
      renderSystemPrompt(toPromptInput(state)).text,
    );
    load(ticked);
    render(<ToolsControls />);
    const row = screen.getByTestId('tool-codebase_investigator');
    expect(row.className).toContain('field-inactive');
    expect(
      within(row).getByTestId('not-applicable-tool:codebase_investigator').textContent,
    ).toMatch(/doesn’t apply here.*sub-agents list decides/);
  });

  it('stays live in 2026-02, where it turns on the delegation steps', () => {
    const state = withInvestigatorTool('2026-02');
    const ticked = structuredClone(state);
    ticked.gemini.tools.push('codebase_investigator');
    expect(renderSystemPrompt(toPromptInput(ticked)).text).not.toBe(
      renderSystemPrompt(toPromptInput(state)).text,
    );
    load(ticked);
    render(<ToolsControls />);
    expect(screen.queryByTestId('not-applicable-tool:codebase_investigator')).toBeNull();
  });
});

describe('every tool row follows the control table', () => {
  const places: [string, (s: PlaygroundState) => void][] = [
    ['a modern release', () => {}],
    ['a legacy release', (s) => (s.gemini.model = 'gemini-2.5-pro')],
    ['a headless release', (s) => (s.gemini.interactive = false)],
    ['a release in plan mode', (s) => (s.gemini.approvalMode = 'plan')],
  ];
  it.each(places)('in %s', (_name, adjust) => {
    const state = createDefaultPlaygroundState('0.61.0');
    adjust(state);
    load(state);
    render(<ToolsControls />);
    for (const tool of BUILTIN_TOOL_NAMES) {
      const reason = controlNotApplicable(toolControlId(tool), state);
      const pill = within(screen.getByTestId(`tool-${tool}`)).queryByTestId(
        `not-applicable-${toolControlId(tool)}`,
      );
      expect({ tool, shown: pill !== null }).toEqual({ tool, shown: reason !== null });
    }
  });
});

describe('account switches', () => {
  it('say so when they leave the model in force alone', () => {
    const state = createDefaultPlaygroundState('0.61.0');
    state.gemini.model = 'gemini-2.5-pro';
    load(state);
    render(<ModelAccessControls />);
    expect(screen.getByTestId('not-applicable-hasPreviewAccess').textContent).toMatch(
      /model in force stays gemini-2\.5-pro/,
    );
    cleanup();
    load(createDefaultPlaygroundState('0.61.0'));
    render(<ModelAccessControls />);
    expect(screen.queryByTestId('not-applicable-hasPreviewAccess')).toBeNull();
  });
});

describe('the approval mode', () => {
  it('says Auto-Edit does not apply where the legacy prompt in force names no mode', () => {
    const state = createDefaultPlaygroundState('0.61.0');
    state.gemini.model = 'gemini-2.5-pro';
    const before = renderSystemPrompt(toPromptInput(state)).text;
    state.gemini.approvalMode = 'autoEdit';
    expect(renderSystemPrompt(toPromptInput(state)).text).toBe(before);
    load(state);
    render(<ModeControls />);
    expect(screen.getByTestId('not-applicable-approvalMode:autoEdit').textContent).toMatch(
      /doesn’t apply here.*names no mode/,
    );
    cleanup();
    state.gemini.model = 'gemini-3-pro-preview';
    load(state);
    render(<ModeControls />);
    expect(screen.queryByTestId('not-applicable-approvalMode:autoEdit')).toBeNull();
  });
});
