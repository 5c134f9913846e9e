/**
 * The session comparison over the real session worker (run in-process, heuristic counting):
 * the totals of both configurations over the same conversation side by side, each equal to
 * core's simulation of that configuration, and the difference; the other side is a snapshot
 * or the same configuration in another CLI version.
 */
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  configInCliVersion,
  createDefaultPlaygroundState,
  generateSyntheticHistory,
  chunkForCounting,
  heuristicCounter,
  renderSystemPrompt,
  sessionRunInputs,
  simulateSessionRun,
  toPromptInput,
  type PlaygroundState,
  type SessionResult,
} from '../../../core';
import type { SimulationInput } from '../../../workers/session/client';
import { loadLegacyWording, loadReleaseText } from '../../prompt/promptTexts';
import { useSnapshotStore } from '../../store/snapshotStore';
import { runWorkerInProcess } from '../../testing/inProcessWorker';
import { CompareSessions } from './CompareSessions';
import { formatTokens } from './format';
import { formatUsd } from './whatIfTableRows';

configure({ asyncUtilTimeout: 20_000 });
/** Counts as the session worker does: the heuristic, piece by piece (`chunkForCounting`). */
const workerCounter = (text: string): number =>
  chunkForCounting(text).reduce((sum, piece) => sum + heuristicCounter.count(piece), 0);

const SOURCE = { kind: 'generated', turns: 10, seed: 9, toolOutputChars: 900 } as const;
const renderText = (state: PlaygroundState) => renderSystemPrompt(toPromptInput(state)).text;

function configuration(): PlaygroundState {
  const state = createDefaultPlaygroundState('0.61.0');
  state.gemini.model = 'gemini-2.5-flash';
  return state;
}

const sessionOf = (state: PlaygroundState): SimulationInput => ({
  ...sessionRunInputs(state, renderText(state)),
  source: SOURCE,
  counting: 'heuristic',
});

/** Core's simulation of `state` over the same conversation. */
function simulated(state: PlaygroundState): SessionResult {
  return simulateSessionRun(
    sessionRunInputs(state, renderText(state)),
    { contents: generateSyntheticHistory(SOURCE), label: 'same' },
    workerCounter,
  );
}

/** The table's cells, row by row: figure, A, B, difference. */
async function shownRows(): Promise<string[][]> {
  const table = await screen.findByRole('table', { name: 'Session totals side by side' });
  return within(table)
    .getAllByTestId('compare-sessions-row')
    .map((row) => [...row.children].map((cell) => cell.textContent ?? ''));
}

beforeAll(async () => {
  runWorkerInProcess('session');
  await Promise.all([loadReleaseText('0.61.0'), loadReleaseText('0.59.0'), loadLegacyWording()]);
});
afterEach(cleanup);

describe('CompareSessions', () => {
  it('puts a snapshot beside this configuration: both totals as core simulates them, and the difference', async () => {
    const state = configuration();
    const snapshot = configuration();
    snapshot.gemini.env = { ...snapshot.gemini.env, GEMINI_PROMPT_COREMANDATES: '0' };
    useSnapshotStore.getState().add(snapshot, 'no mandates');
    render(<CompareSessions state={state} session={sessionOf(state)} />);
    expect(screen.getByRole('combobox')).toHaveProperty(
      'value',
      expect.stringMatching(/^snapshot:/),
    );
    const rows = await shownRows();
    const a = simulated(state).totals;
    const b = simulated(useSnapshotStore.getState().snapshots[0]!.config).totals;
    expect(rows[1]).toEqual([
      'Input tokens',
      formatTokens(a.inputTokens),
      formatTokens(b.inputTokens),
      `−${formatTokens(a.inputTokens - b.inputTokens)}`,
    ]);
    expect(b.inputTokens).toBeLessThan(a.inputTokens);
    expect(rows[5]).toEqual([
      'Cost per session',
      formatUsd(a.cost!.total),
      formatUsd(b.cost!.total),
      `−${formatUsd(a.cost!.total - b.cost!.total)}`,
    ]);
    expect(rows[0]).toEqual(['Requests', String(a.requests), String(b.requests), '±0']);
  });

  it('compares this configuration with itself in another release', async () => {
    const state = configuration();
    render(<CompareSessions state={state} session={sessionOf(state)} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'version:0.59.0');
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /in 0\.59\.0/ })).toBeTruthy(),
    );
    const rows = await shownRows();
    const a = simulated(state).totals;
    const b = simulated(configInCliVersion(state, '0.59.0').state).totals;
    expect(rows[1]?.slice(1, 3)).toEqual([
      formatTokens(a.inputTokens),
      formatTokens(b.inputTokens),
    ]);
  });

  it('waits for the session before simulating anything', () => {
    render(<CompareSessions state={configuration()} session={null} />);
    expect(screen.getByTestId('compare-sessions-progress').textContent).toBe(
      'Waiting for the session…',
    );
  });
});
