/**
 * The compare view as a user drives it: pick A and B (a snapshot, the current work), read the
 * per-section table and the settings that differ as they follow the picks and the edits, and
 * make a link to the comparison. Only what jsdom cannot run is replaced: Monaco's diff editor
 * (its two texts shown as plain text) and the count worker (o200k_base counts in this thread).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  decodeComparisonLink,
  renderSystemPrompt,
  toPromptInput,
  type PlaygroundState,
} from '../../../core';
import { useGeminiSettings } from '../../geminiApi/geminiSettings';
import { useConfigStore } from '../../store/configStore';
import { useSnapshotStore } from '../../store/snapshotStore';
import CompareView from './CompareView';

vi.mock('../../monaco/MonacoDiffEditor', () => ({
  MonacoDiffEditor: (props: { original: string; modified: string; ariaLabel: string }) => (
    <div aria-label={props.ariaLabel}>
      <pre data-testid="diff-original">{props.original}</pre>
      <pre data-testid="diff-modified">{props.modified}</pre>
    </div>
  ),
}));

vi.mock('../../../workers/tokenCount/client', async (original) => ({
  ...(await original<object>()),
  countInWorker: (await import('../../testing/components')).countInThisThread,
}));

/** Saves a snapshot of the current work changed by `edit`. */
function saveSnapshot(name: string, edit: (config: PlaygroundState) => void) {
  const config = structuredClone(useConfigStore.getState().config);
  edit(config);
  act(() => void useSnapshotStore.getState().add(config, name));
}

function renderView() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CompareView />
    </QueryClientProvider>,
  );
}

const table = () => screen.findByRole('table', { name: /characters per section/ });
const row = async (name: RegExp) => within(await table()).getByRole('row', { name });
const settings = () => screen.getByRole('region', { name: 'Settings that differ' });

beforeEach(() => {
  useConfigStore.getState().patch('tokens', { encoding: 'o200k_base' });
  useConfigStore.setState({ past: [] });
});
afterEach(cleanup);

describe('CompareView', () => {
  it('compares the picked snapshot with the current work, marking one-sided sections', async () => {
    saveSnapshot('Baseline', () => {});
    saveSnapshot('Plan mode', (c) => (c.gemini.approvalMode = 'plan'));
    renderView();
    const user = userEvent.setup();
    // The last snapshot is A by default, the current work B.
    expect(screen.getByRole('combobox', { name: 'A' })).toHaveProperty(
      'value',
      expect.stringMatching(/^snapshot:/),
    );
    expect((await row(/Planning Workflow/)).textContent).toContain('only in A');
    expect((await row(/Primary Workflows/)).textContent).toContain('only in B');
    expect(within(settings()).getByRole('list').textContent).toMatch(/Approval mode.*plan/i);

    await user.selectOptions(screen.getByRole('combobox', { name: 'A' }), 'Snapshot 1: Baseline');
    expect(await screen.findByText('Both sides use the same settings.')).toBeTruthy();
    expect(within(await table()).queryByText(/only in/)).toBeNull();
  });

  it('follows edits of the current work: the table, totals, settings and diff change', async () => {
    saveSnapshot('Baseline', () => {});
    renderView();
    expect(screen.getByText('Both sides use the same settings.')).toBeTruthy();
    await table();
    const totalBefore = screen.getByTestId('compare-total-b').textContent;
    act(() =>
      useConfigStore.getState().patch('gemini', {
        env: { GEMINI_PROMPT_COREMANDATES: '0' },
      }),
    );
    // The figures are counted again (the previous ones stay until then).
    await waitFor(async () =>
      expect((await row(/Core Mandates/)).textContent).toContain('only in A'),
    );
    const mandates = await row(/Core Mandates/);
    expect(within(mandates).getAllByRole('cell')[2]?.textContent).toMatch(/^−\d/);
    expect(screen.getByTestId('compare-total-b').textContent).not.toBe(totalBefore);
    expect(within(settings()).getByRole('listitem').textContent).toBe(
      'Core Mandates sectionon → off',
    );
    const diff = screen.getByLabelText('Diff of the two system prompts');
    const rendered = (config: PlaygroundState) => renderSystemPrompt(toPromptInput(config)).text;
    expect(within(diff).getByTestId('diff-original').textContent).toBe(
      rendered(useSnapshotStore.getState().snapshots[0]!.config),
    );
    expect(within(diff).getByTestId('diff-modified').textContent).toBe(
      rendered(useConfigStore.getState().config),
    );
  });

  it('makes a link that holds both sides, by name, without the API key, and copies it', async () => {
    useGeminiSettings.getState().setGeminiSettings({ apiKey: 'AIzaSy-secret-key-123' });
    saveSnapshot('Plan mode', (c) => (c.gemini.approvalMode = 'plan'));
    renderView();
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Link to this comparison' }));
    const link = (screen.getByRole('textbox', { name: 'Comparison link' }) as HTMLInputElement)
      .value;
    expect(link).toMatch(/#cmp=/);
    expect(link).not.toContain('AIzaSy-secret-key-123');
    const decoded = decodeComparisonLink(link);
    expect(decoded.error).toBeNull();
    expect(decoded.a.name).toBe('Plan mode');
    expect(decoded.a.state.gemini.approvalMode).toBe('plan');
    expect(decoded.b.state.gemini.approvalMode).toBe('default');
    expect(JSON.stringify(decoded)).not.toContain('AIzaSy-secret-key-123');
    await user.click(screen.getByRole('button', { name: 'Copy the comparison link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByRole('button', { name: 'Copy the comparison link' }).textContent).toBe(
      'Copied',
    );
  });
});
