import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from './defaults';
import { findOversizedTexts } from './oversize';
import { MAX_STATE_TEXT_LENGTH } from './stateRules';
import { restorePlaygroundState } from './persist';

describe('findOversizedTexts', () => {
  const base = createDefaultPlaygroundState();

  // The same limit decides what is accepted at input and what survives a reload.
  it('accepts text at the limit, which the restore rules keep', () => {
    const atLimit = {
      ...base,
      gemini: { ...base.gemini, userMemory: 'a'.repeat(MAX_STATE_TEXT_LENGTH) },
    };
    expect(findOversizedTexts(atLimit, base)).toEqual([]);
    expect(restorePlaygroundState(atLimit).repairs).toEqual([]);
  });

  it('names text one character over the limit, which the restore rules would drop', () => {
    const over = {
      ...base,
      gemini: { ...base.gemini, userMemory: 'a'.repeat(MAX_STATE_TEXT_LENGTH + 1) },
    };
    expect(findOversizedTexts(over, base)).toEqual([
      { path: 'gemini.userMemory', length: MAX_STATE_TEXT_LENGTH + 1 },
    ]);
    expect(restorePlaygroundState(over).repairs.map((r) => r.path)).toEqual(['gemini.userMemory']);
  });

  it('names a workspace file by its path', () => {
    const files = { '/w/big.md': 'b'.repeat(11) };
    const next = { ...base, workspace: { ...base.workspace, files } };
    expect(findOversizedTexts(next, base, 10)).toEqual([
      { path: 'workspace.files["/w/big.md"]', length: 11 },
    ]);
  });

  it('skips parts that did not change', () => {
    const big = { ...base, gemini: { ...base.gemini, userMemory: 'x'.repeat(20) } };
    const edited = { ...big, environment: { ...big.environment, locale: 'en' } };
    expect(findOversizedTexts(edited, big, 10)).toEqual([]);
    const fromScratch = findOversizedTexts(edited, undefined, 10).map((t) => t.path);
    expect(fromScratch).toContain('gemini.userMemory');
  });
});
