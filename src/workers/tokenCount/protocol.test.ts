import { describe, expect, it } from 'vitest';
import { idOf, isCountRequest, isCountResponse, isPing, isPong } from './protocol';

describe('message validation', () => {
  it.each([
    [{ id: 1, encoding: 'o200k_base', segments: [['a', null]] }, true],
    [{ id: 1, encoding: 'nope', segments: [] }, false],
    [{ id: 0, encoding: 'o200k_base', segments: [] }, false],
    [{ id: 1, encoding: 'o200k_base', segments: [[1]] }, false],
    [{ id: 1, encoding: 'o200k_base', segments: 'x' }, false],
    [null, false],
    ['text', false],
  ])('request %j valid: %s', (message, valid) => {
    expect(isCountRequest(message)).toBe(valid);
  });

  it.each([
    [{ id: 2, ok: true, counts: [1, 2], elapsedMs: 1, encodedChunks: 1 }, true],
    [{ id: 2, ok: false, error: 'x' }, true],
    [{ id: 2, ok: true, counts: [-1], elapsedMs: 1, encodedChunks: 1 }, false],
    [{ id: 2, ok: true, counts: 'x', elapsedMs: 1, encodedChunks: 1 }, false],
    [{ id: 'a', ok: false, error: 'x' }, false],
    [{ ok: false }, false],
  ])('response %j valid: %s', (message, valid) => {
    expect(isCountResponse(message)).toBe(valid);
  });

  it('reads pings, pongs and ids', () => {
    expect(isPing({ ping: 3 })).toBe(true);
    expect(isPong({ pong: 3 })).toBe(true);
    expect(isPing({ pong: 3 })).toBe(false);
    expect(idOf({ id: 4, junk: true })).toBe(4);
    expect(idOf({ id: -1 })).toBeNull();
  });
});
