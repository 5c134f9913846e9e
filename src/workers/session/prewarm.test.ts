/**
 * The prewarm counts the opening texts and the conversation and replays it ahead, so the
 * simulation that follows counts nothing and plans no compression again, with the same
 * figures; it does nothing once something else is asked.
 */
import { describe, expect, it } from 'vitest';
import {
  createDefaultPlaygroundState,
  priceFor,
  sessionSettingsFor,
  type SessionRunInputs,
} from '../../core';
import { createConversationCache } from './conversationCache';
import { prewarmWith } from './prewarm';
import type { SessionSource, SimulateRequest } from './protocol';
import { createTextCounter, runSimulation } from './runSimulation';

const source: SessionSource = { kind: 'generated', turns: 60, seed: 5, toolOutputChars: 1_200 };

function run(): SessionRunInputs {
  const settings = sessionSettingsFor(createDefaultPlaygroundState(), 'gemini-2.5-flash');
  return {
    prefix: { system: 'S'.repeat(9_000), tools: 'T'.repeat(3_000), environment: 'E'.repeat(600) },
    // A low threshold: the session compresses (each step planned is remembered).
    settings: { ...settings, compressionThreshold: 0.02 },
    price: priceFor('gemini-2.5-flash'),
    priceOverrides: {},
    projectTempDir: '/tmp/project',
    current: null,
  };
}

const simulate = (inputs: SessionRunInputs): SimulateRequest => ({
  type: 'simulate',
  id: 1,
  ...inputs,
  source,
  counting: 'heuristic',
});

/** A counter that counts its calls of the piece counter. */
function counter() {
  const calls = { pieces: 0 };
  const countText = createTextCounter((piece) => {
    calls.pieces += 1;
    return Math.ceil(piece.length / 4);
  });
  return { calls, countText };
}

const host = { progress: () => undefined, pause: () => Promise.resolve(true) };

describe('prewarmWith', () => {
  it('leaves nothing to count or plan for the simulation of the same, with the same figures', async () => {
    const conversations = createConversationCache();
    const { calls, countText } = counter();
    await prewarmWith({ counting: 'heuristic', source, run: run() }, countText, {
      quiet: () => true,
      conversations,
    });
    const counted = conversations.get(source, 'heuristic');
    expect(counted?.messageTokens.length).toBeGreaterThan(100);
    const planned = counted!.compressionMemo.steps.size;
    expect(planned).toBeGreaterThan(0);
    expect(planned).toBeLessThan(20);
    expect(calls.pieces).toBeGreaterThan(0);

    calls.pieces = 0;
    const warm = await runSimulation(simulate(run()), countText, { ...host, conversations });
    expect(calls.pieces).toBe(0);
    expect(counted!.compressionMemo.steps.size).toBe(planned);
    const cold = await runSimulation(simulate(run()), counter().countText, host);
    expect(warm.kind === 'simulated' && warm.result.compressions.length).toBeGreaterThan(0);
    expect(warm).toEqual(cold);
  });

  it('goes on reading for a simulation of the same conversation asked meanwhile, which joins it', async () => {
    const conversations = createConversationCache();
    const { calls, countText } = counter();
    let asked = false;
    const prewarming = prewarmWith({ counting: 'heuristic', source, run: run() }, countText, {
      quiet: () => !asked,
      conversations,
    });
    asked = true;
    const steps: string[] = [];
    const joined = await runSimulation(simulate(run()), countText, {
      progress: (p) => steps.push(p.step),
      pause: () => Promise.resolve(true),
      conversations,
      current: () => true,
    });
    await prewarming;
    expect(steps).not.toContain('reading');
    const alone = counter();
    const cold = await runSimulation(simulate(run()), alone.countText, host);
    expect(joined).toEqual(cold);
    // Each piece counted once: the simulation did not read the conversation again.
    expect(calls.pieces).toBe(alone.calls.pieces);
  });

  it('stops reading when the simulation asked meanwhile is not for its conversation', async () => {
    const conversations = createConversationCache();
    const { countText } = counter();
    let asked = false;
    const prewarming = prewarmWith({ counting: 'heuristic', source, run: run() }, countText, {
      quiet: () => !asked,
      conversations,
    });
    asked = true;
    await prewarming;
    expect(conversations.get(source, 'heuristic')).toBeUndefined();
  });

  it('counts only the opening texts without a conversation', async () => {
    const conversations = createConversationCache();
    const { calls, countText } = counter();
    await prewarmWith({ counting: 'heuristic', run: run() }, countText, {
      quiet: () => true,
      conversations,
    });
    expect(calls.pieces).toBeGreaterThan(0);
    calls.pieces = 0;
    countText(run().prefix.system);
    expect(calls.pieces).toBe(0);
  });

  it('does nothing once something else is asked, and stops between its steps', async () => {
    const conversations = createConversationCache();
    const { calls, countText } = counter();
    await prewarmWith({ counting: 'heuristic', source, run: run() }, countText, {
      quiet: () => false,
      conversations,
    });
    expect(calls.pieces).toBe(0);
    expect(conversations.get(source, 'heuristic')).toBeUndefined();

    let answers = 0;
    // Quiet for the opening texts and the reading, asked before the replay.
    await prewarmWith({ counting: 'heuristic', source, run: run() }, countText, {
      quiet: () => answers++ < 3,
      conversations,
    });
    const counted = conversations.get(source, 'heuristic');
    expect(counted === undefined || counted.compressionMemo.steps.size === 0).toBe(true);
  });
});
