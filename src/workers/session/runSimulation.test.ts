/**
 * The session worker's work without the Worker: reading each kind of conversation, counting
 * in pieces, stopping when a newer request arrives, and handing core's result back whole.
 */
import { describe, expect, it } from 'vitest';
import {
  chunkForCounting,
  createDefaultPlaygroundState,
  priceFor,
  sessionPlotShapes,
  sessionSettingsFor,
} from '../../core';
import type { SessionProgress, SimulateRequest } from './protocol';
import { createConversationCache } from './conversationCache';
import { createTextCounter, readConversation, runSimulation } from './runSimulation';

/** A CLI chat log of two exchanges, the API's usage recorded on each answer. */
const cliLog = JSON.stringify({
  sessionId: 'a',
  messages: [
    { id: '1', timestamp: '2026-02-05T09:41:07Z', type: 'user', content: 'Why is the total off?' },
    {
      id: '2',
      timestamp: '2026-02-05T09:41:19Z',
      type: 'gemini',
      content: 'Rounding happens per line.',
      tokens: { input: 9000, output: 321, cached: 0, thoughts: 40, tool: 0, total: 9361 },
    },
    { id: '3', timestamp: '2026-02-05T09:42:00Z', type: 'user', content: 'Fix it.' },
    {
      id: '4',
      timestamp: '2026-02-05T09:42:30Z',
      type: 'gemini',
      content: 'Done.',
      tokens: { input: 9400, output: 55, cached: 8000, thoughts: 0, tool: 0, total: 9455 },
    },
  ],
});

const byChars = (text: string) => Math.ceil(text.length / 4);

function request(source: SimulateRequest['source']): SimulateRequest {
  const state = createDefaultPlaygroundState();
  return {
    type: 'simulate',
    id: 1,
    prefix: { system: 'S'.repeat(12_000), tools: 'T'.repeat(4_000), environment: 'E'.repeat(800) },
    source,
    settings: sessionSettingsFor(state, 'gemini-2.5-flash'),
    price: priceFor('gemini-2.5-flash'),
    priceOverrides: {},
    projectTempDir: '/tmp/project',
    current: null,
    counting: 'heuristic',
  };
}

const host = (steps: SessionProgress[] = [], stale = false) => ({
  progress: (p: SessionProgress) => steps.push(p),
  pause: () => Promise.resolve(!stale),
});

describe('the session runner', () => {
  it('replays a generated conversation and its figures add up', async () => {
    const steps: SessionProgress[] = [];
    const generated = { kind: 'generated', turns: 30, seed: 3, toolOutputChars: 500 } as const;
    const outcome = await runSimulation(request(generated), byChars, host(steps));
    if (outcome.kind !== 'simulated') throw new Error(outcome.kind);
    const { result } = outcome;
    expect(outcome.label).toMatch(/^generated: 30 turns, seed 3/);
    expect(result.prefix).toEqual({ system: 3_000, tools: 1_000, environment: 200 });
    expect(result.requests.length).toBeGreaterThanOrEqual(30);
    const sum = result.requests.reduce((s, r) => s + r.inputTokens, 0);
    expect(result.totals.inputTokens).toBe(sum);
    // The opening texts alone pass the minimum cacheable size: later requests are served.
    expect(result.requests[1]?.cachedTokens).toBeGreaterThanOrEqual(4_200);
    expect(steps.map((s) => s.step)).toEqual(
      expect.arrayContaining(['reading', 'counting', 'simulating']),
    );
    // The page sets the plots as the worker made them for this result.
    expect(outcome.plots).toEqual(sessionPlotShapes(result));
    expect(outcome.plots.bars.paths.output).toMatch(/^M/);
  });

  it('uses the usage a CLI chat log recorded', async () => {
    const outcome = await runSimulation(
      request({ kind: 'text', text: cliLog, label: 'session.json' }),
      byChars,
      host(),
    );
    if (outcome.kind !== 'simulated') throw new Error(outcome.kind);
    expect(outcome.label).toBe('session.json');
    const recorded = outcome.result.requests.filter((r) => r.outputSource === 'recorded');
    expect(recorded.map((r) => r.outputTokens)).toEqual([321 + 40, 55]);
  });

  it('says where a damaged conversation is wrong and simulates nothing', async () => {
    const outcome = await runSimulation(
      request({ kind: 'text', text: '[\n{"role": "user",', label: 'x' }),
      byChars,
      host(),
    );
    expect(outcome).toEqual({
      kind: 'invalid',
      message: expect.stringMatching(/^The conversation could not be read: line \d+/),
    });
  });

  it('stops when a newer request makes it stale', async () => {
    const generated = { kind: 'generated', turns: 5, seed: 1, toolOutputChars: 100 } as const;
    const outcome = await runSimulation(request(generated), byChars, host([], true));
    expect(outcome).toEqual({ kind: 'superseded' });
  });

  it('counts a text as the sum of its pieces, each piece counted once', () => {
    const counted: string[] = [];
    const count = createTextCounter((piece) => {
      counted.push(piece);
      return byChars(piece);
    });
    const text = 'line of text\n'.repeat(1_000);
    const pieces = chunkForCounting(text);
    expect(count(text)).toBe(pieces.reduce((s, p) => s + byChars(p), 0));
    const first = counted.length;
    count(text);
    expect(counted.length).toBe(first); // cached
    expect(count('')).toBe(0);
  });

  it('answers a long text met again whole, and a different one of the same length afresh', () => {
    let pieces = 0;
    const count = createTextCounter((piece) => {
      pieces += 1;
      return piece.split('x').length - 1;
    });
    const a = `${'a line\n'.repeat(800)}x`;
    const b = `x${'a line\n'.repeat(800)}`.replace('a line', 'x line');
    expect(a.length).toBe(b.length);
    expect(count(a)).toBe(1);
    const afterA = pieces;
    expect(count(a)).toBe(1);
    expect(pieces).toBe(afterA);
    expect(count(b)).toBe(2);
    expect(count(a.toUpperCase().toLowerCase())).toBe(1); // an equal text built anew
  });

  it('reads a plain history as a conversation without recorded usage', () => {
    const text = JSON.stringify([{ role: 'user', parts: [{ text: 'hi' }] }]);
    expect(readConversation({ kind: 'text', text, label: 'pasted' })).toEqual({
      contents: [{ role: 'user', parts: [{ text: 'hi' }] }],
      label: 'pasted',
    });
  });

  it('reuses a kept conversation and its counts: a changed opening text replays the same as afresh', async () => {
    const conversations = createConversationCache();
    const counted: string[] = [];
    const countText = (text: string) => {
      counted.push(text);
      return byChars(text);
    };
    const generated = { kind: 'generated', turns: 40, seed: 7, toolOutputChars: 900 } as const;
    const first = await runSimulation(request(generated), countText, { ...host(), conversations });
    if (first.kind !== 'simulated') throw new Error(first.kind);
    const countedFirst = counted.length;

    // The same conversation with the system instruction changed (a section toggled off).
    const toggled = {
      ...request(generated),
      prefix: { ...request(generated).prefix, system: 'S' },
    };
    const steps: SessionProgress[] = [];
    const again = await runSimulation(toggled, countText, { ...host(steps), conversations });
    if (again.kind !== 'simulated') throw new Error(again.kind);
    expect(again.conversation).toBe(first.conversation);
    expect(steps.map((s) => s.step)).not.toContain('counting');
    // Only the opening texts are counted again, never a content of the conversation.
    expect(counted.length - countedFirst).toBeLessThanOrEqual(3);
    const afresh = await runSimulation(toggled, byChars, host());
    if (afresh.kind !== 'simulated') throw new Error(afresh.kind);
    expect(again.result).toEqual(afresh.result);
    expect(again.result.totals).not.toEqual(first.result.totals);

    // Another seed is another conversation: read and counted.
    const other = { ...generated, seed: 8 };
    const third = await runSimulation(request(other), countText, { ...host(steps), conversations });
    if (third.kind !== 'simulated') throw new Error(third.kind);
    expect(third.conversation).not.toBe(first.conversation);
    expect(third.label).toMatch(/seed 8/);
  });
});
