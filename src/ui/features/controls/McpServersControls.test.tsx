import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { McpServersControls } from './McpServersControls';

afterEach(cleanup);

const start = (patch: Partial<ReturnType<typeof createDefaultPlaygroundState>['gemini']>) => {
  const state = createDefaultPlaygroundState();
  Object.assign(state.gemini, patch);
  useConfigStore.setState({ config: state, past: [], future: [] });
};

describe('McpServersControls', () => {
  it('adds a server whose tools start not read-only, and marks one read-only (undoable)', () => {
    start({ mcpTools: [] });
    render(<McpServersControls />);
    fireEvent.change(screen.getByTestId('mcp-server-name'), { target: { value: 'github' } });
    fireEvent.change(screen.getByTestId('mcp-tool-names'), {
      target: { value: 'list_issues, create_issue' },
    });
    fireEvent.click(screen.getByTestId('mcp-add-server'));
    const box = screen.getByTestId('mcp-read-only-github-list_issues') as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.closest('label')?.getAttribute('title')).toBe(
      'Registered as mcp_github_list_issues',
    );
    fireEvent.click(box);
    expect(useConfigStore.getState().config.gemini.mcpTools).toEqual([
      { serverName: 'github', serverToolName: 'list_issues', readOnly: true },
      { serverName: 'github', serverToolName: 'create_issue', readOnly: false },
    ]);
    useConfigStore.getState().undo();
    expect(useConfigStore.getState().config.gemini.mcpTools[0]?.readOnly).toBe(false);
  }, 30_000);

  it('says which tools plan mode leaves out and why', () => {
    start({
      approvalMode: 'plan',
      interactive: true,
      mcpTools: [
        { serverName: 'db', serverToolName: 'query', readOnly: true },
        { serverName: 'db', serverToolName: 'drop', readOnly: false },
      ],
    });
    render(<McpServersControls />);
    const notes = screen.getAllByTestId('mcp-left-out');
    expect(notes).toHaveLength(1);
    expect(notes[0]?.closest('li')?.textContent).toContain('drop');
    expect(notes[0]?.textContent).toContain('plan.toml');
  }, 30_000);
});
