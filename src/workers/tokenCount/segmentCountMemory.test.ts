import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pieceKey } from './pieceKey';
import {
  createSegmentCountMemory,
  REMEMBER_DELAY_MS,
  REMEMBERED_PER_ENCODING,
} from './segmentCountMemory';

const ITEM = 'test:token-counts';
const SYSTEM = '# Core Mandates\n\n- Follow the conventions of the project.\n';
const TOOLS = '[{"name":"read_file","description":"Reads a file."}]';

const shipped = { gemma3: { [pieceKey(SYSTEM)]: 14, [pieceKey(TOOLS)]: 17 } };
const open = (storage: Storage | null = localStorage) =>
  createSegmentCountMemory({ shipped, storage, item: ITEM });

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('createSegmentCountMemory', () => {
  it('knows the build’s counts before anything was counted, with 0 for empty texts', () => {
    expect(open().lookup('gemma3', [SYSTEM, '', TOOLS])).toEqual([14, 0, 17]);
  });

  it('answers null when any text is unknown, so the worker counts them all', () => {
    const memory = open();
    expect(memory.lookup('gemma3', [SYSTEM, `${SYSTEM}x`])).toBeNull();
    expect(memory.lookup('gemma3', ['a text of the same length as no other'])).toBeNull();
  });

  it('keeps vocabularies apart: a Gemini count is never an o200k figure', () => {
    expect(open().lookup('o200k_base', [SYSTEM])).toBeNull();
  });

  it('remembers counted texts for the next visit once counting pauses', () => {
    const memory = open();
    memory.remember('prompt', 'gemma3', ['memory text\n', SYSTEM], [3, 14]);
    vi.advanceTimersByTime(REMEMBER_DELAY_MS - 1);
    expect(localStorage.getItem(ITEM)).toBeNull();
    memory.remember('prompt', 'gemma3', ['memory text!\n', SYSTEM], [4, 14]);
    vi.advanceTimersByTime(REMEMBER_DELAY_MS - 1);
    expect(localStorage.getItem(ITEM)).toBeNull(); // still typing: nothing hashed or written
    vi.advanceTimersByTime(1);
    const nextVisit = open();
    expect(nextVisit.lookup('gemma3', ['memory text!\n', SYSTEM])).toEqual([4, 14]);
    // Only the latest batch of a source was pending: the superseded text was not kept.
    expect(nextVisit.lookup('gemma3', ['memory text\n'])).toBeNull();
    // The page that counted knows them too.
    expect(memory.lookup('gemma3', ['memory text!\n'])).toEqual([4]);
  });

  it('keeps the latest batch of every source', () => {
    const memory = open();
    memory.remember('prompt', 'gemma3', ['one\n'], [1]);
    memory.remember('texts', 'gemma3', ['two two\n'], [2]);
    memory.remember('prompt', 'o200k_base', ['one\n'], [5]);
    memory.flush();
    const nextVisit = open();
    expect(nextVisit.lookup('gemma3', ['one\n', 'two two\n'])).toEqual([1, 2]);
    expect(nextVisit.lookup('o200k_base', ['one\n'])).toEqual([5]);
  });

  it('keeps at most the most recently counted texts per vocabulary', () => {
    const memory = open();
    const texts = Array.from({ length: REMEMBERED_PER_ENCODING + 5 }, (_, i) => `text ${i}\n`);
    texts.forEach((text, i) => {
      memory.remember('prompt', 'gemma3', [text], [i]);
      memory.flush();
    });
    const nextVisit = open();
    expect(nextVisit.lookup('gemma3', [texts.at(-1)!])).toEqual([texts.length - 1]);
    expect(nextVisit.lookup('gemma3', [texts[0]!])).toBeNull();
    expect(nextVisit.lookup('gemma3', [texts[5]!])).toEqual([5]);
  });

  it('drops a corrupt record instead of trusting it', () => {
    for (const corrupt of [
      '{not json',
      '{"v":1,"counts":{"gemma3":[["k",-1]]}}',
      '{"v":1,"counts":{"gemma3":{"k":1}}}',
      '{"v":99,"counts":{}}',
    ]) {
      localStorage.setItem(ITEM, corrupt);
      const memory = open();
      expect(localStorage.getItem(ITEM)).toBeNull();
      expect(memory.lookup('gemma3', [SYSTEM])).toEqual([14]);
    }
  });

  it('works without storage, and when storage is full', () => {
    expect(open(null).lookup('gemma3', [TOOLS])).toEqual([17]);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const memory = open(full);
    memory.remember('prompt', 'gemma3', ['x\n'], [1]);
    expect(() => memory.flush()).not.toThrow();
    expect(memory.lookup('gemma3', ['x\n'])).toEqual([1]);
  });

  it('ignores a batch whose counts do not match its texts', () => {
    const memory = open();
    memory.remember('prompt', 'gemma3', ['a\n', 'b\n'], [1]);
    memory.flush();
    expect(open().lookup('gemma3', ['a\n'])).toBeNull();
  });
});
