/**
 * The request's tool declarations as the Request tab lists them: a release's MCP tools are
 * declared under their registered names, and the note says, declaration by declaration, whose
 * words they are (the release's own code, our wording and why, an MCP stand-in).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildTurnRequest,
  createDefaultPlaygroundState,
  loadedRelease,
  provideRelease,
  toEnvironmentInput,
  toPromptInput,
  type PlaygroundState,
} from '../../../core';
import { RequestStructure } from './RequestStructure';

const takeBack: (() => void)[] = [];
afterEach(() => {
  cleanup();
  takeBack.splice(0).forEach((undo) => undo());
});

function renderRequest(state: PlaygroundState) {
  const result = buildTurnRequest({
    promptInput: toPromptInput(state),
    environment: toEnvironmentInput(state),
    history: [],
    turn: { text: 'hello' },
  });
  render(<RequestStructure result={result} counted={null} />);
  const list = screen.getByRole('list', { name: 'Tool declarations' });
  const names = within(list)
    .getAllByText((_, el) => el?.tagName === 'CODE')
    .map((el) => el.textContent ?? '');
  const note = screen.getByTestId('declarations-wording').textContent ?? '';
  return { result, names, note };
}

describe('RequestStructure', () => {
  it('says which of a release’s declarations are its own text, which are ours, and that an MCP tool is a stand-in', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.mcpTools = [
      { serverName: 'github', serverToolName: 'list_issues', readOnly: false },
    ];
    const { result, names, note } = renderRequest(state);
    expect(names.at(-1)).toBe('mcp_github_list_issues');
    const version = state.gemini.cliVersion;
    const own = result.declarationSources.filter((source) => source.kind === 'release');
    expect(own.length).toBeGreaterThan(5);
    expect(note).toContain(
      `${own.length} of the ${names.length} declarations are the CLI’s own text, release ${version}, as it declares them for ${result.request.model}`,
    );
    const ours = names.filter((_, i) => result.declarationSources[i]?.kind === 'ours');
    if (ours.length > 0) expect(note).toContain(`In Promptscope’s own wording: ${ours.join(', ')}`);
    expect(note).not.toContain('read_file,');
    expect(note).toMatch(/An MCP tool shows a stand-in/);
  });

  it('names plan mode’s write_file and replace as our wording when the release has no rewrite for them', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.approvalMode = 'plan';
    const loaded = loadedRelease(state.gemini.cliVersion);
    if (!loaded?.tools) throw new Error('the newest release is not loaded with its tools');
    takeBack.push(
      provideRelease({ ...loaded, tools: { ...loaded.tools, planModeToolDescription: null } }),
    );
    const { names, note } = renderRequest(state);
    const reworded = ['write_file', 'replace'].filter((name) => names.includes(name));
    expect(reworded.length).toBeGreaterThan(0);
    expect(note).toMatch(
      new RegExp(`In Promptscope’s own wording: ${reworded.join(', ')}, because in plan mode`),
    );
  });

  it('says every declaration is our wording for the 2026-02 revision, with no stand-in', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.cliVersion = '2026-02';
    const { note } = renderRequest(state);
    expect(note).toMatch(/Every declaration’s description and parameters are Promptscope’s own/);
    expect(note).toMatch(/2026-02 revision was never published/);
    expect(note).not.toMatch(/CLI’s own text|MCP/);
  });
});
