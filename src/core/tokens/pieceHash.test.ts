import { describe, expect, it } from 'vitest';
import { fnv1a, pieceHash, rememberPieceHashes } from './pieceHash';

describe('pieceHash', () => {
  it('is the FNV-1a hash of the piece, remembered or not', () => {
    const text = `${'- Prefer small modules.\n'.repeat(200)}tail — end`;
    const piece = text.slice(100, 2148);
    expect(pieceHash(piece)).toBe(fnv1a(piece));
    // The same characters cut from another text (the next keystroke's prompt) hit the memo.
    const next = `${text}x`;
    expect(pieceHash(next.slice(100, 2148))).toBe(fnv1a(piece));
    expect(pieceHash(next.slice(101, 2149))).toBe(fnv1a(next.slice(101, 2149)));
  });

  it('stays right past the memo’s limit', () => {
    const pieces = Array.from({ length: 20_100 }, (_, i) => `piece ${i} of the memory`);
    for (const piece of pieces) expect(pieceHash(piece)).toBe(fnv1a(piece));
    expect(pieceHash(pieces[0]!)).toBe(fnv1a(pieces[0]!));
  });

  it('finds hashes handed over by rememberPieceHashes', () => {
    const text = 'first piece\nsecond piece\n';
    // A wrong hash on purpose: only a remembered value could produce it.
    rememberPieceHashes(text, [12, text.length], [7, 9]);
    expect(pieceHash('first piece\n')).toBe(7);
    expect(pieceHash('second piece\n')).toBe(9);
  });
});
