/**
 * The what-if in the real session worker (run in-process): its rows are core's `whatIfSession`
 * over the same session, a newer what-if supersedes an older one, and a simulation sent while
 * a what-if runs is answered without waiting for it (with the start of its conversation a
 * replay can send).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createDefaultPlaygroundState,
  generateSyntheticHistory,
  chunkForCounting,
  heuristicCounter,
  renderSystemPrompt,
  replayableConversation,
  sessionRunInputs,
  toPromptInput,
  whatIfSession,
  whatIfVariants,
  type PlaygroundState,
} from '../../../core';
import { runWorkerInProcess } from '../../testing/inProcessWorker';
import type { WhatIfInput } from '../../../workers/session/client';

/** Counts as the session worker does: the heuristic, piece by piece (`chunkForCounting`). */
const workerCounter = (text: string): number =>
  chunkForCounting(text).reduce((sum, piece) => sum + heuristicCounter.count(piece), 0);

const render = (state: PlaygroundState) => renderSystemPrompt(toPromptInput(state)).text;

function whatIfInput(turns: number): WhatIfInput {
  const state = createDefaultPlaygroundState('0.61.0');
  state.gemini.model = 'gemini-2.5-flash';
  return {
    ...sessionRunInputs(state, render(state)),
    source: { kind: 'generated', turns, seed: 3, toolOutputChars: 800 },
    counting: 'heuristic',
    variants: whatIfVariants(state, render).slice(0, 4),
  };
}

beforeAll(() => runWorkerInProcess('session'));

describe('the what-if in the session worker', () => {
  it("answers with core's rows for the same session", async () => {
    const { whatIfInWorker } = await import('../../../workers/session/client');
    const input = whatIfInput(8);
    const progress: string[] = [];
    const outcome = await whatIfInWorker(input, (done, total) => progress.push(`${done}/${total}`));
    expect(outcome.kind).toBe('whatIf');
    const countText = workerCounter;
    const source = input.source as { turns: number; seed: number; toolOutputChars: number };
    const contents = generateSyntheticHistory(source);
    const { source: _source, counting: _counting, variants, ...inputs } = input;
    const expected = await whatIfSession({
      inputs,
      variants,
      conversation: { contents, label: 'same' },
      countText,
    });
    expect(outcome).toEqual({
      kind: 'whatIf',
      rows: expected!.rows,
      minCacheableTokens: expected!.minCacheableTokens,
    });
    expect(progress).toEqual(['1/5', '2/5', '3/5', '4/5', '5/5']);
    expect(expected!.rows.some((row) => row.savedTokens > 0)).toBe(true);
  });

  it('a newer what-if supersedes an older one; a simulation meanwhile is answered', async () => {
    const { whatIfInWorker, simulateInWorker } = await import('../../../workers/session/client');
    const older = whatIfInWorker(whatIfInput(30));
    const { variants: _variants, ...session } = whatIfInput(4);
    const simulated = simulateInWorker(session);
    const newer = whatIfInWorker(whatIfInput(6));
    await expect(older).resolves.toEqual({ kind: 'superseded' });
    const contents = generateSyntheticHistory({ turns: 4, seed: 3, toolOutputChars: 800 });
    const outcome = await simulated;
    expect(outcome).toMatchObject({ kind: 'simulated', messages: contents.length });
    // The page gets the start a replay can send: the contents before the last replayable
    // request's answer.
    if (outcome.kind !== 'simulated') throw new Error('simulated expected');
    expect(outcome.conversation).toEqual(
      replayableConversation({ contents, label: outcome.label }, outcome.result),
    );
    expect(outcome.conversation.contents.length).toBeGreaterThan(0);
    await expect(newer).resolves.toMatchObject({ kind: 'whatIf' });
  });
});
