/**
 * The what-if over a session: each row is the base session minus the session of the
 * configuration with that piece off, simulated from scratch (the variant's texts stand in
 * for the changed configuration exactly).
 */
import { describe, expect, it } from 'vitest';
import { generateSyntheticHistory } from '../compression/synthetic';
import { toPromptInput } from '../inputs/toPromptInput';
import { renderSystemPrompt } from '../prompt/renderSystemPrompt';
import { createDefaultPlaygroundState } from '../state/defaults';
import type { PlaygroundState } from '../state/playgroundState';
import { estimateTextTokens } from '../tokens/estimateTokenCount';
import { sessionFromState, sessionRunInputs } from './sessionFromState';
import { SLICE_CONTENTS } from './simulate';
import { whatIfPieces, whatIfVariants } from './variants';
import { whatIfSession } from './whatIfSession';

const render = (state: PlaygroundState) => renderSystemPrompt(toPromptInput(state)).text;
const countText = (text: string) => estimateTextTokens(text);

function setup(turns: number) {
  const state = createDefaultPlaygroundState('0.61.0');
  state.gemini.model = 'gemini-2.5-pro';
  state.gemini.memoryForm = 'parts';
  state.gemini.memoryParts = {
    ...state.gemini.memoryParts,
    project: 'Project rule: every module has a test beside it.\n'.repeat(40),
  };
  const conversation = {
    contents: generateSyntheticHistory({ turns, seed: 7 }),
    label: `generated: ${turns} turns`,
  };
  const session = {
    inputs: sessionRunInputs(state, render(state)),
    conversation,
    countText,
  };
  return { state, conversation, session };
}

describe('whatIfSession', () => {
  it('each row is the base minus the changed configuration simulated from scratch', async () => {
    const { state, conversation, session } = setup(12);
    const variants = whatIfVariants(state, render);
    const result = await whatIfSession({ ...session, variants });
    expect(result).not.toBeNull();
    const { base, rows } = result!;
    expect(rows.map((row) => row.key)).toEqual(variants.map((v) => v.key));
    const pieces = new Map(whatIfPieces(state).map((piece) => [piece.key, piece]));
    for (const row of rows) {
      const changed = pieces.get(row.key)!.without(state);
      const alone = sessionFromState({
        state: changed,
        systemText: render(changed),
        conversation,
        countText,
      });
      expect(row.savedTokens).toBe(base.totals.inputTokens - alone.totals.inputTokens);
      expect(row.savedCachedTokens).toBe(base.totals.cachedTokens - alone.totals.cachedTokens);
      expect(row.savedCost).toBeCloseTo(base.totals.cost!.total - alone.totals.cost!.total, 12);
    }
    // Turning a rendered section off sends fewer tokens with every request.
    const git = rows.find((row) => row.key === 'section:GIT')!;
    expect(git.savedTokens).toBeGreaterThan(0);
  });

  it('a change at the top of the prompt breaks the cache for every request; memory in the first message does not', async () => {
    const { state, session } = setup(6);
    const variants = whatIfVariants(state, render);
    const { rows, minCacheableTokens } = (await whatIfSession({ ...session, variants }))!;
    const row = (key: string) => rows.find((r) => r.key === key)!;
    expect(row('section:PREAMBLE').breakAtToken).toBe(0);
    expect(row('section:PREAMBLE').breaksCacheForEveryRequest).toBe(true);
    const memory = row('memory:part:project');
    expect(memory.breakAtToken).toBeGreaterThan(minCacheableTokens);
    expect(memory.breaksCacheForEveryRequest).toBe(false);
  });

  it('reports progress per simulation and stops when a pause says so', async () => {
    const { state, session } = setup(4);
    const variants = whatIfVariants(state, render).slice(0, 3);
    const seen: string[] = [];
    await whatIfSession({
      ...session,
      variants,
      onProgress: (done, total) => seen.push(`${done}/${total}`),
    });
    expect(seen).toEqual(['1/4', '2/4', '3/4', '4/4']);
    let pauses = 0;
    const stopped = await whatIfSession({
      ...session,
      variants,
      pause: () => Promise.resolve(++pauses < 2),
    });
    expect(pauses).toBe(2);
    expect(stopped).toBeNull();
  });

  it('pauses between the slices of a long simulation too, and stops inside one', async () => {
    const { state, session } = setup(60);
    expect(session.conversation.contents.length).toBeGreaterThan(2 * SLICE_CONTENTS);
    const variants = whatIfVariants(state, render).slice(0, 1);
    let pauses = 0;
    let progress = 0;
    const stopped = await whatIfSession({
      ...session,
      variants,
      onProgress: () => progress++,
      pause: () => Promise.resolve(++pauses < 2),
    });
    // The second pause is inside the base's simulation: nothing was reported done.
    expect(stopped).toBeNull();
    expect(pauses).toBe(2);
    expect(progress).toBe(0);
  });
});
