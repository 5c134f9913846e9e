/**
 * The what-if panel over the real session worker (run in-process, heuristic counting): one row
 * per piece that is on, the largest saving first, each figure core's difference of two full
 * simulations, and the badges where core says the change breaks the cache or moves a
 * compression (whose badge WhatIfTable.test.tsx shows: a compression needs a session of
 * hundreds of thousands of tokens per request).
 */
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createDefaultPlaygroundState,
  formatTokens,
  generateSyntheticHistory,
  chunkForCounting,
  heuristicCounter,
  renderSystemPrompt,
  sessionRunInputs,
  toPromptInput,
  whatIfSession,
  whatIfVariants,
  type PlaygroundState,
  type WhatIfRow,
} from '../../../core';
import type { SimulationInput } from '../../../workers/session/client';
import { loadReleaseText } from '../../prompt/promptTexts';
import { runWorkerInProcess } from '../../testing/inProcessWorker';
import { WhatIfPanel } from './WhatIfPanel';
import { formatUsd } from './whatIfTableRows';

configure({ asyncUtilTimeout: 20_000 });
/** Counts as the session worker does: the heuristic, piece by piece (`chunkForCounting`). */
const workerCounter = (text: string): number =>
  chunkForCounting(text).reduce((sum, piece) => sum + heuristicCounter.count(piece), 0);

const SOURCE = { kind: 'generated', turns: 14, seed: 5, toolOutputChars: 1200 } as const;
const render_ = (state: PlaygroundState) => renderSystemPrompt(toPromptInput(state)).text;

function configuration(): PlaygroundState {
  const state = createDefaultPlaygroundState('0.61.0');
  state.gemini.model = 'gemini-2.5-flash';
  state.gemini.memoryForm = 'parts';
  state.gemini.memoryParts = {
    ...state.gemini.memoryParts,
    project: 'Project rule: keep every ledger entry balanced.\n'.repeat(300),
  };
  return state;
}

/** The session the main view would send. */
function sessionOf(state: PlaygroundState): SimulationInput {
  return { ...sessionRunInputs(state, render_(state)), source: SOURCE, counting: 'heuristic' };
}

/** Core's rows for the same session, computed here without the worker. */
async function expectedRows(
  state: PlaygroundState,
  session: SimulationInput,
): Promise<WhatIfRow[]> {
  const { source: _source, counting: _counting, ...inputs } = session;
  const result = await whatIfSession({
    inputs,
    variants: whatIfVariants(state, render_),
    conversation: { contents: generateSyntheticHistory(SOURCE), label: 'same' },
    countText: workerCounter,
  });
  return result!.rows;
}

beforeAll(async () => {
  runWorkerInProcess('session');
  await loadReleaseText('0.61.0');
});
afterEach(cleanup);

describe('WhatIfPanel', () => {
  it('waits for the session before it works anything out', () => {
    render(<WhatIfPanel state={configuration()} session={null} />);
    expect(screen.getByTestId('what-if-progress').textContent).toBe('Waiting for the session…');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows one row per piece, largest saving first, with core's figures and badges", async () => {
    const state = configuration();
    const session = sessionOf(state);
    render(<WhatIfPanel state={state} session={session} />);
    expect(screen.getByRole('status').textContent).toMatch(/Building|Simulating/);
    const table = await screen.findByRole('table', { name: 'What turning each piece off saves' });
    const expected = await expectedRows(state, session);
    const shown = within(table).getAllByTestId('what-if-row');
    expect(shown).toHaveLength(expected.length);
    const costs = expected
      .map((row) => row.savedCost!)
      .sort((a, b) => b - a)
      .map(formatUsd);
    expect(shown.map((row) => within(row).getByTestId('saved-cost').textContent)).toEqual(costs);
    for (const want of expected) {
      const row = shown.find((r) => r.dataset.key === want.key)!;
      expect(within(row).getByTestId('saved-tokens').textContent).toBe(
        formatTokens(want.savedTokens),
      );
      expect(within(row).getByTestId('saved-cost-thousand').textContent).toBe(
        formatUsd(want.savedCostPerThousandSessions!),
      );
      expect(row.textContent?.includes('breaks the cache for every request')).toBe(
        want.breaksCacheForEveryRequest,
      );
      expect(row.textContent?.includes('changes when compression fires')).toBe(
        want.changesCompression,
      );
    }
    // The cache badge shows and stays away (the compression badge: WhatIfTable.test.tsx).
    expect(expected.some((row) => row.breaksCacheForEveryRequest)).toBe(true);
    expect(expected.some((row) => !row.breaksCacheForEveryRequest)).toBe(true);
    // The 15,000-character memory part is the largest saving of all.
    expect(shown[0]!.querySelector('th')?.textContent).toBe('Project memory');
  });
});
