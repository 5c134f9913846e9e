/**
 * The sliced simulation (`simulateSessionSteps`, `finishInSlices`): it stops every
 * SLICE_CONTENTS contents of a long conversation, never in a short one, and driven to its end
 * gives exactly what `simulateSession` gives, compressions included.
 */
import { describe, expect, it } from 'vitest';
import { generateSyntheticHistory } from '../compression/synthetic';
import { createCompressionMemo } from './compressionMemo';
import { inputFor, TEST_SETTINGS } from './fixtures/conversations';
import { finishInSlices } from './sessionFromState';
import { simulateSession, simulateSessionSteps, SLICE_CONTENTS } from './simulate';

const contents = generateSyntheticHistory({ turns: 80, seed: 3, toolOutputChars: 2_800 });
const conversation = { contents, label: 'generated: 80 turns' };
// A low threshold, so the replay compresses several times on the way.
const settings = { ...TEST_SETTINGS, compressionThreshold: 0.02 };

describe('simulateSessionSteps', () => {
  it('stops once per SLICE_CONTENTS contents and ends with the same result as simulateSession', () => {
    const whole = simulateSession(inputFor(conversation, { settings }));
    expect(whole.compressions.length).toBeGreaterThan(1);
    const steps = simulateSessionSteps(inputFor(conversation, { settings }));
    let stops = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) stops++;
    expect(stops).toBe(Math.ceil(contents.length / SLICE_CONTENTS) - 1);
    expect(step.value).toEqual(whole);
  });

  it('does not stop in a conversation of at most SLICE_CONTENTS contents', () => {
    const short = { contents: contents.slice(0, SLICE_CONTENTS), label: 'short' };
    const steps = simulateSessionSteps(inputFor(short, { settings }));
    expect(steps.next().done).toBe(true);
  });

  it('keeps its own state while another simulation over the same memo runs between its slices', async () => {
    const compressionMemo = createCompressionMemo();
    const whole = simulateSession(inputFor(conversation, { settings }));
    const other = inputFor(conversation, {
      settings,
      prefix: { system: 4000, tools: 1500, environment: 200 },
      compressionMemo,
    });
    const sliced = await finishInSlices(
      simulateSessionSteps(inputFor(conversation, { settings, compressionMemo })),
      () => {
        simulateSession(other);
        return Promise.resolve(true);
      },
    );
    expect(sliced).toEqual(whole);
  });
});

describe('finishInSlices', () => {
  it('awaits the pause between slices and stops at the first that says so', async () => {
    let pauses = 0;
    let finished = false;
    const steps = (function* () {
      yield* simulateSessionSteps(inputFor(conversation, { settings }));
      finished = true;
      return 'done';
    })();
    expect(await finishInSlices(steps, () => Promise.resolve(++pauses < 3))).toBeNull();
    expect(pauses).toBe(3);
    expect(finished).toBe(false);
    let all = 0;
    const again = simulateSessionSteps(inputFor(conversation, { settings }));
    const result = await finishInSlices(again, () => Promise.resolve(++all > 0));
    expect(all).toBe(Math.ceil(contents.length / SLICE_CONTENTS) - 1);
    expect(result).toEqual(simulateSession(inputFor(conversation, { settings })));
  });
});
