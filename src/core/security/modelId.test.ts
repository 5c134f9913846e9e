import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENT_KNOWN_MODELS } from '../currentModels';
import { KNOWN_MODELS } from '../models';
import { apiModelId, checkApiModelId, InvalidModelIdError } from './modelId';

describe('checkApiModelId', () => {
  it('accepts every model id the app offers, and a models/ prefix', () => {
    for (const { id } of [...KNOWN_MODELS, ...CURRENT_KNOWN_MODELS]) {
      expect(checkApiModelId(id), id).toEqual({ ok: true, id });
    }
    expect(checkApiModelId('models/gemini-2.5-pro')).toEqual({ ok: true, id: 'gemini-2.5-pro' });
    expect(checkApiModelId('gemini-2.0-flash-001')).toEqual({
      ok: true,
      id: 'gemini-2.0-flash-001',
    });
  });

  // Each row: an id a link could carry to reach another method or resource with the key.
  it.each([
    ['gemini-2.5-pro:generateContent#', '":"'],
    ['gemini-2.5-pro#', '"#"'],
    ['%2e%2e/cachedContents', '"%"'],
    ['..%2f..%2fv1beta%2ftunedModels', '"%"'],
    ['../tunedModels/x', '"/"'],
    ['gemini..pro', '".."'],
    ['models/models/x', '"/"'],
    ['tunedModels/x', 'uppercase'],
    ['gemini-2.5-pro?alt=sse', '"?"'],
    ['gemini 2.5', 'blank'],
    ['gemini\n', 'U+000A'],
    ['Gemini-2.5-pro', 'uppercase'],
    ['-gemini', 'start and end'],
    ['', 'empty'],
    ['a'.repeat(129), '129 characters'],
  ])('refuses %j, saying why', (id, why) => {
    const checked = checkApiModelId(id);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.problem).toContain('cannot be sent to the Gemini API');
      expect(checked.problem).toContain(why);
    }
    expect(() => apiModelId(id)).toThrow(InvalidModelIdError);
  });

  it('lets through only ids that stay one path segment naming a model (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (id) => {
        const checked = checkApiModelId(id);
        if (!checked.ok) return;
        expect(checked.id).toMatch(/^[a-z0-9._-]+$/);
        expect(checked.id).not.toContain('..');
        expect(encodeURIComponent(checked.id)).toBe(checked.id);
      }),
      { numRuns: 2000 },
    );
  });
});
