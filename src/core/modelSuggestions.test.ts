import { describe, expect, it } from 'vitest';
import { editDistance, isKnownModel, nearestKnownModels } from './modelSuggestions';
import { KNOWN_MODELS } from './models';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['kitten', 'sitting', 3],
    ['gemini-2.5-pro', 'gemini-2.5-pri', 1],
    ['flash', 'flahs', 2],
  ])('%s → %s is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });
});

describe('nearestKnownModels', () => {
  it('offers nothing for an id the CLI knows', () => {
    for (const { id } of KNOWN_MODELS) {
      expect(isKnownModel(id)).toBe(true);
      expect(nearestKnownModels(id)).toEqual([]);
    }
  });

  it('puts the intended id first for common typos', () => {
    expect(nearestKnownModels('gemini-2.5-pri')[0]).toBe('gemini-2.5-pro');
    expect(nearestKnownModels('gemini-25-flash')[0]).toBe('gemini-2.5-flash');
    expect(nearestKnownModels('Gemini-3-Pro-Preview')[0]).toBe('gemini-3-pro-preview');
    expect(nearestKnownModels('flsh')[0]).toBe('flash');
  });

  it('returns at most `limit` ids, closest first', () => {
    const nearest = nearestKnownModels('gemini-2.5-flash-lit', 2);
    expect(nearest).toEqual(['gemini-2.5-flash-lite', 'gemini-2.5-flash']);
  });

  it('treats surrounding spaces as the same id', () => {
    expect(isKnownModel(' gemini-2.5-pro ')).toBe(true);
  });

  it('works over any list (a later model list is used as is)', () => {
    expect(nearestKnownModels('gemma-4-31b', 1, ['gemma-4-31b-it', 'gemini-2.5-pro'])).toEqual([
      'gemma-4-31b-it',
    ]);
  });
});
