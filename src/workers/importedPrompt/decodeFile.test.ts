import { describe, expect, it } from 'vitest';
import { decodeUtf8File, firstInvalidUtf8 } from './decodeFile';
import { handleImportRequest } from './handle';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Deterministic "random" bytes (a linear congruential generator). */
function noise(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(length));
  let x = 12345;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes;
}

describe('reading an imported file as UTF-8', () => {
  it('finds the first byte that is not UTF-8, whatever precedes it', () => {
    expect(firstInvalidUtf8(utf8('plain, é, 漢字, 🙂'))).toBe(-1);
    expect(firstInvalidUtf8(new Uint8Array([0x61, 0xff, 0x61]))).toBe(1);
    expect(firstInvalidUtf8(new Uint8Array([0x61, 0xc3]))).toBe(1); // cut short
    expect(firstInvalidUtf8(new Uint8Array([0xc0, 0xaf]))).toBe(0); // overlong
    expect(firstInvalidUtf8(new Uint8Array([0xed, 0xa0, 0x80]))).toBe(0); // a surrogate
    expect(firstInvalidUtf8(new Uint8Array([0xf4, 0x90, 0x80, 0x80]))).toBe(0); // > U+10FFFF
  });

  it('refuses 70 KB of text followed by 1 MB of random bytes, naming where', async () => {
    const text = utf8('# Rules\nBe brief.\n'.repeat(4_000)); // 72 KB, 8,000 lines
    const file = new Blob([text, noise(1_000_000)]);
    const read = await decodeUtf8File(file, 'mixed.md');
    expect(read.ok).toBe(false);
    // The import worker names it binary (the random bytes hold NULs), read to the end.
    const reply = await handleImportRequest({
      id: 2,
      kind: 'prepare',
      source: file,
      label: 'mixed.md',
    });
    expect(reply).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^mixed\.md looks binary/) as unknown,
    });
    expect(read.ok ? '' : read.reason).toMatch(
      /^mixed\.md is not UTF-8 text, .*: byte [\d,]+ \(line 8,001\) is not valid UTF-8\. Nothing was imported/,
    );
  });

  it('never replaces a byte silently: one stray Latin-1 byte refuses the file', async () => {
    const file = new Blob([utf8('# Caf'), new Uint8Array([0xe9]), utf8('\nMore text.\n')]);
    const read = await decodeUtf8File(file, 'latin1.md');
    expect(read.ok ? '' : read.reason).toContain('byte 6 (line 1) is not valid UTF-8');
  });

  it('reads UTF-8 text exactly, and the import worker refuses what is not', async () => {
    await expect(decodeUtf8File(new Blob([utf8('é 🙂\n')]), 'ok.md')).resolves.toEqual({
      ok: true,
      text: 'é 🙂\n',
    });
    const reply = await handleImportRequest({
      id: 1,
      kind: 'prepare',
      source: new Blob([utf8('# Rules\n'), new Uint8Array([0xff, 0xfe])]),
      label: 'bad.md',
    });
    expect(reply).toMatchObject({
      ok: false,
      reason: expect.stringContaining('bad.md is not UTF-8') as unknown,
    });
  });
});
