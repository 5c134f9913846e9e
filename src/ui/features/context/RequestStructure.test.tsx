/**
 * The request's tool declarations as the Request tab lists them: a release's MCP tools are
 * declared under their registered names, and the list says whose wording the descriptions are.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildTurnRequest,
  createDefaultPlaygroundState,
  toEnvironmentInput,
  toPromptInput,
  type PlaygroundState,
} from '../../../core';
import { RequestStructure } from './RequestStructure';

afterEach(cleanup);

function renderRequest(state: PlaygroundState) {
  const result = buildTurnRequest({
    promptInput: toPromptInput(state),
    environment: toEnvironmentInput(state),
    history: [],
    turn: { text: 'hello' },
  });
  render(<RequestStructure result={result} counted={null} />);
  const list = screen.getByRole('list', { name: 'Tool declarations' });
  return within(list)
    .getAllByText((_, el) => el?.tagName === 'CODE')
    .map((el) => el.textContent);
}

describe('RequestStructure', () => {
  it('declares a release’s MCP tools after the built-ins and says the wording is ours', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.mcpTools = [
      { serverName: 'github', serverToolName: 'list_issues', readOnly: false },
    ];
    const names = renderRequest(state);
    expect(names.at(-1)).toBe('mcp_github_list_issues');
    const note = screen.getByTestId('declarations-wording').textContent ?? '';
    expect(note).toMatch(/Promptscope's own wording/);
    expect(note).toMatch(/MCP tool shows a stand-in/);
  });

  it('mentions no stand-in when no MCP tool is declared', () => {
    renderRequest(createDefaultPlaygroundState());
    expect(screen.getByTestId('declarations-wording').textContent).not.toMatch(/MCP/);
  });
});
