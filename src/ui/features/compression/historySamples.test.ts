import { describe, expect, it } from 'vitest';
import {
  parseHistoryIndex,
  parseSyntheticSampleId,
  syntheticSampleId,
} from '../../history/historySamples';
import { planDelayMs } from './useCompressionPlan';

describe('synthetic sample ids', () => {
  it('round-trip the generator settings', () => {
    // The generator's inputs are the whole history: only this small id is stored and shared.
    const id = syntheticSampleId({ turns: 1430, seed: 42 });
    expect(id).toBe('synthetic:1430:42');
    expect(parseSyntheticSampleId(id)).toEqual({ turns: 1430, seed: 42 });
  });

  it.each(['bugfix', 'default', 'synthetic:0:1', 'synthetic:99999:1', 'synthetic:a:1'])(
    'reject %s',
    (id) => expect(parseSyntheticSampleId(id)).toBeNull(),
  );
});

describe('parseHistoryIndex', () => {
  it('keeps entries with an id and a file', () => {
    const list = parseHistoryIndex([
      { id: 'bugfix', title: 'Bug fix', file: 'bugfix.json' },
      { id: 'nofile' },
      'junk',
    ]);
    expect(list).toEqual([
      { id: 'bugfix', title: 'Bug fix', description: '', file: 'bugfix.json' },
    ]);
    expect(parseHistoryIndex({ not: 'a list' })).toEqual([]);
  });
});

describe('planDelayMs', () => {
  const text = (length: number) => ({ kind: 'text' as const, text: 'x'.repeat(length) });

  it('debounces typing, longer for bigger texts, within bounds', () => {
    expect(planDelayMs(text(2), text(1))).toBe(250);
    expect(planDelayMs(text(10_000_001), text(10_000_000))).toBe(1_250);
  });

  it('plans imports, samples, generated histories and whole pastes at once', () => {
    // No previous text: the first text, a file import after a sample, a generated history.
    expect(planDelayMs(text(8_000), null)).toBe(0);
    expect(planDelayMs(text(8_000), { kind: 'synthetic', turns: 1, seed: 1 })).toBe(0);
    expect(planDelayMs({ kind: 'synthetic', turns: 1, seed: 1 }, text(5))).toBe(0);
    // Replacing a text by a very different one is an import or a paste, not typing.
    expect(planDelayMs(text(9_700_000), text(8_000))).toBe(0);
  });
});
