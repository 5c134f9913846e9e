import { describe, expect, it } from 'vitest';
import { fnv1a, splitSystemPrompt } from '../../core';
import { contentIdOf, prepareImport } from './prepare';
import { isImportResponse, isStoredTextRef } from './protocol';

const memory = Array.from({ length: 300 }, (_, i) => `# Doc ${i}\n${'Keep it small. '.repeat(20)}`);
const TEXT = `Intro.\n\n# Core Mandates\nBe exact.\n\n# Final Reminder\nGo on.\n\n---\n\n${memory.join('\n\n')}`;

describe('prepareImport', () => {
  const prepared = prepareImport(TEXT);

  it('splits as splitSystemPrompt does', () => {
    expect(prepared.split).toEqual(splitSystemPrompt(TEXT));
    expect(prepared.text).toBe(TEXT);
  });

  it('hashes pieces that tile the text exactly, each with its FNV-1a hash', () => {
    expect(prepared.pieceEnds.at(-1)).toBe(TEXT.length);
    let start = 0;
    prepared.pieceEnds.forEach((end, i) => {
      expect(end).toBeGreaterThan(start);
      expect(prepared.pieceHashes[i]).toBe(fnv1a(TEXT.slice(start, end)));
      start = end;
    });
    // Pieces never cross a part's boundary: each part's end is a piece end.
    for (const span of prepared.split.spans) expect(prepared.pieceEnds).toContain(span.end);
  });

  it('names the content: equal texts alike, a one-character change differently', () => {
    expect(contentIdOf(TEXT)).toBe(prepared.contentId);
    expect(contentIdOf(`${TEXT.slice(0, -1)}!`)).not.toBe(prepared.contentId);
    expect(isStoredTextRef({ id: prepared.contentId, chars: TEXT.length })).toBe(true);
  });
});

describe('the import worker protocol', () => {
  it('accepts well-formed replies and rejects malformed ones', () => {
    const prepared = prepareImport('# Core Mandates\nx');
    expect(isImportResponse({ id: 1, ok: true, kind: 'prepared', prepared })).toBe(true);
    expect(isImportResponse({ id: 1, ok: false, reason: 'no' })).toBe(true);
    expect(isImportResponse({ id: 0, ok: false, reason: 'no' })).toBe(false);
    expect(
      isImportResponse({ id: 1, ok: true, kind: 'stored', ref: { id: '../x', chars: 1 } }),
    ).toBe(false);
  });
});
