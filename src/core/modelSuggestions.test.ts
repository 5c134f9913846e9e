import { describe, expect, it } from 'vitest';
import { CURRENT_KNOWN_MODELS } from './currentModels';
import { editDistance, isKnownModel, knownModelIds, nearestKnownModels } from './modelSuggestions';
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

describe('nearestKnownModels for v0.61', () => {
  it('knows every id and alias the v0.61 picker offers, and the 3.1 Pro custom-tools id', () => {
    for (const { id } of CURRENT_KNOWN_MODELS) {
      expect(isKnownModel(id, '0.61.0')).toBe(true);
      expect(nearestKnownModels(id, 3, '0.61.0')).toEqual([]);
    }
    for (const id of ['auto', 'pro', 'flash', 'flash-lite', 'gemini-3.1-pro-preview-customtools']) {
      expect(isKnownModel(id, '0.61.0')).toBe(true);
    }
  });

  it('knows the ids first published in v0.61, which 2026-02 did not', () => {
    for (const id of ['gemini-3.8-flash', 'gemini-3.5-flash-lite', 'gemma-4-31b-it']) {
      expect(isKnownModel(id, '0.61.0')).toBe(true);
      expect(isKnownModel(id, '2026-02')).toBe(false);
    }
    expect(nearestKnownModels('gemini-3.8-flash', 1, '0.61.0')).toEqual([]);
    expect(nearestKnownModels('gemini-3.8-flash', 1, '2026-02')).not.toEqual([]);
  });

  it('puts the intended v0.61 id first for common typos', () => {
    expect(nearestKnownModels('gemini-2.5-prp', 3, '0.61.0')[0]).toBe('gemini-2.5-pro');
    expect(nearestKnownModels('gemini-3.8-flsh', 3, '0.61.0')[0]).toBe('gemini-3.8-flash');
    expect(nearestKnownModels('gemini-3.1-pro-previw', 3, '0.61.0')[0]).toBe(
      'gemini-3.1-pro-preview',
    );
    expect(nearestKnownModels('gemma-4-31b', 1, '0.61.0')).toEqual(['gemma-4-31b-it']);
    expect(nearestKnownModels('flash-lit', 1, '0.61.0')).toEqual(['flash-lite']);
  });

  it("treats a custom id (a proxy's own name) as unknown to the list", () => {
    expect(isKnownModel('my-proxy-model', '0.61.0')).toBe(false);
    expect(nearestKnownModels('my-proxy-model', 3, '0.61.0')).toHaveLength(3);
  });

  it('lists each id once', () => {
    for (const version of ['2026-02', '0.61.0'] as const) {
      const ids = knownModelIds(version);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
