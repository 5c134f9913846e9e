import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createDefaultPlaygroundState,
  INVOKE_AGENT_TOOL_NAME,
  NEWEST_RELEASE,
  SUPPORTED_RELEASES,
} from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { CliVersionControl } from './CliVersionControl';
import { MemoryParts } from './MemoryParts';
import { ModelFamily } from './ModelFamily';
import { SessionControls } from './SessionControls';
import { SubAgentsControls } from './SubAgentsControls';

const gemini = () => useConfigStore.getState().config.gemini;

/** `versions` ordered newest first (`x.y.z` compared part by part as numbers). */
const newestFirst = (versions: readonly string[]): string[] =>
  [...versions].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));

beforeEach(() => {
  useConfigStore.setState({ config: createDefaultPlaygroundState(), past: [], future: [] });
});
afterEach(cleanup);

/** The version control under the query client the app gives it (its text's status). */
function renderControl() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <CliVersionControl />
    </QueryClientProvider>,
  );
}

describe('CliVersionControl', () => {
  const select = () => screen.getByTestId('cli-version-select') as HTMLSelectElement;

  it('lists every release newest first, then 2026-02 in our wording, and starts on the newest', () => {
    renderControl();
    const options = [...select().options].map((o) => [o.value, o.textContent]);
    expect(options[0]).toEqual([NEWEST_RELEASE, NEWEST_RELEASE]);
    expect(options.at(-1)).toEqual(['2026-02', '2026-02 (seeds, our wording)']);
    // Every release (the manifest's, src/releases/manifest.json, which the core's list mirrors).
    const releases = options.slice(0, -1).map(([value]) => value ?? '');
    expect(releases).toEqual([...SUPPORTED_RELEASES]);
    expect(releases).toEqual(newestFirst(releases));
    expect(select().value).toBe(NEWEST_RELEASE);
    expect(document.body.textContent).toContain(`@google/gemini-cli-core ${NEWEST_RELEASE}`);
    // The first render of the file loads React and jsdom: slow on a busy machine.
  }, 30_000);

  it('a round trip with a tool unticked in 2026-02 keeps the release’s own tools', () => {
    renderControl();
    fireEvent.change(select(), { target: { value: '2026-02' } });
    useConfigStore.getState().update((c) => ({
      ...c,
      gemini: { ...c.gemini, tools: c.gemini.tools.filter((name) => name !== 'grep_search') },
    }));
    fireEvent.change(select(), { target: { value: NEWEST_RELEASE } });
    const tools = gemini().tools;
    expect(tools).toContain(INVOKE_AGENT_TOOL_NAME);
    expect(tools).toContain('enter_plan_mode');
    expect(tools).not.toContain('save_memory');
    expect(tools).not.toContain('grep_search');
    expect(tools).toEqual(
      createDefaultPlaygroundState().gemini.tools.filter((name) => name !== 'grep_search'),
    );
  });

  it('switches to 2026-02 with its default model and tools; one undo brings the newest release back', () => {
    renderControl();
    fireEvent.change(select(), { target: { value: '2026-02' } });
    expect(gemini().cliVersion).toBe('2026-02');
    expect(gemini().model).toBe('auto-gemini-2.5');
    expect(gemini().tools).not.toContain(INVOKE_AGENT_TOOL_NAME);
    expect(screen.getByText(/revision 4a6e3eb646/)).toBeTruthy();
    useConfigStore.getState().undo();
    expect(gemini().cliVersion).toBe(NEWEST_RELEASE);
    expect(gemini().model).toBe('auto');
  });

  it('moves between releases keeping the model and tools', () => {
    useConfigStore.getState().patch('gemini', { model: 'gemini-2.5-flash' });
    renderControl();
    fireEvent.change(select(), { target: { value: '0.59.0' } });
    expect(gemini()).toMatchObject({ cliVersion: '0.59.0', model: 'gemini-2.5-flash' });
    expect(gemini().tools).toContain(INVOKE_AGENT_TOOL_NAME);
  });
});

describe('ModelFamily', () => {
  it('shows the family beside the resolved model, with the reason as a tooltip', () => {
    const { rerender } = render(<ModelFamily />);
    const line = screen.getByTestId('model-family');
    expect(line.textContent).toContain('gemini-3-pro-preview → modern prompt');
    useConfigStore.getState().patch('gemini', { model: 'gemini-2.5-pro' });
    rerender(<ModelFamily />);
    expect(screen.getByTestId('model-family').textContent).toContain(
      'gemini-2.5-pro → legacy prompt',
    );
    expect(screen.getByTestId('model-family').getAttribute('title')).toMatch(/legacy/);
  });

  it('follows preview access', () => {
    useConfigStore.getState().patch('gemini', { hasPreviewAccess: false });
    render(<ModelFamily />);
    expect(screen.getByTestId('model-family').textContent).toContain('gemini-2.5-pro → legacy');
  });
});

describe('SubAgentsControls', () => {
  it('registers and unregisters invoke_agent and the codebase investigator', () => {
    render(<SubAgentsControls />);
    fireEvent.click(screen.getByTestId('invoke-agent'));
    expect(gemini().tools).not.toContain(INVOKE_AGENT_TOOL_NAME);
    fireEvent.click(screen.getByTestId('codebase-investigator'));
    expect(gemini().subAgents.map((a) => a.name)).not.toContain('codebase_investigator');
    fireEvent.click(screen.getByRole('button', { name: 'Add sub-agent' }));
    expect(gemini().subAgents.at(-1)?.name).toMatch(/^agent_/);
  });

  it('edits and removes a sub-agent', () => {
    render(<SubAgentsControls />);
    fireEvent.change(screen.getAllByLabelText('Description')[0] as HTMLElement, {
      target: { value: 'Reads code.' },
    });
    expect(gemini().subAgents[0]?.description).toBe('Reads code.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove cli_help' }));
    expect(gemini().subAgents.map((a) => a.name)).not.toContain('cli_help');
  });
});

describe('SessionControls', () => {
  it('shows the tracker directory only while the tracker is on', () => {
    render(<SessionControls />);
    expect(screen.queryByLabelText('Tracker directory')).toBeNull();
    fireEvent.click(screen.getByTestId('task-tracker'));
    expect(gemini().taskTrackerEnabled).toBe(true);
    expect(screen.getByLabelText('Tracker directory')).toBeTruthy();
  });

  it('stores the active topic and context file names; keeps a trailing comma while typing', () => {
    render(<SessionControls />);
    fireEvent.change(screen.getByTestId('active-topic'), { target: { value: 'Login' } });
    expect(gemini().activeTopic).toBe('Login');
    const names = screen.getByTestId('context-filenames') as HTMLInputElement;
    fireEvent.change(names, { target: { value: 'GEMINI.md,' } });
    expect(names.value).toBe('GEMINI.md,');
    fireEvent.change(names, { target: { value: 'GEMINI.md, AGENTS.md' } });
    expect(gemini().contextFilenames).toEqual(['GEMINI.md', 'AGENTS.md']);
  });
});

describe('MemoryParts', () => {
  it('shows the four parts only in the parts form and stores each', () => {
    render(<MemoryParts />);
    expect(screen.queryByTestId('memory-part-global')).toBeNull();
    fireEvent.change(screen.getByTestId('memory-form'), { target: { value: 'parts' } });
    expect(gemini().memoryForm).toBe('parts');
    fireEvent.change(screen.getByTestId('memory-part-project'), { target: { value: 'P' } });
    expect(gemini().memoryParts.project).toBe('P');
    expect(screen.getByText(/Project GEMINI.md → first message/)).toBeTruthy();
  });
});
