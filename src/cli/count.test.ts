/**
 * `npm run count`: output format, errors and exit codes, every encoding, and figures equal to
 * the count worker's code (`chunkForCounting` pieces through `createSegmentCounter`).
 */
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';
import { countTokens as countCl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { describe, expect, it } from 'vitest';
import { estimateTextTokens } from '../core/index';
import { chunkForCounting } from '../core';
import { createSegmentCounter } from '../workers/tokenCount/segmentCounter';
import { runCountCli } from './count';
import { CLI_ENCODINGS, nodeGemmaEncoder } from './tokenCounting';

const encoder = new TextEncoder();

/** A long text with code, prose, CJK, emoji, tabs and blank lines (many counting pieces). */
const MIXED = Array.from(
  { length: 60 },
  (_, i) =>
    `## Section ${i}\n\nThe agent reads files before editing them. 中文 and 日本語, 😀 🇫🇷.\n` +
    `\tfunction f${i}(x) {\n\t  return x * ${i};\n\t}\n\n  indented line\n/ slash line\n`,
).join('');

const FILES: Record<string, Uint8Array> = {
  'a.md': encoder.encode('# Title\n\nHello, world.\n'),
  'mixed.txt': encoder.encode(MIXED),
  'empty.txt': new Uint8Array(),
  'latin1.txt': new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]), // "café\n" in Latin-1
};

function run(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = runCountCli(args, {
    readFile(path) {
      const bytes = FILES[path];
      if (!bytes) {
        throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      }
      return bytes;
    },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

/** The worker's figure for `text`: its pieces, each counted once, summed. */
const PLAIN = { disallowedSpecial: new Set<string>() };
const pieceCount: Record<string, (text: string) => number> = {
  gemini: (text) => nodeGemmaEncoder().count(text),
  o200k: (text) => countO200k(text, PLAIN),
  cl100k: (text) => countCl100k(text, PLAIN),
};
function workerFigure(encoding: string, text: string): number {
  if (encoding === 'heuristic') return estimateTextTokens(text);
  const counter = createSegmentCounter(encoding, pieceCount[encoding]!);
  return counter.countAll([chunkForCounting(text)])[0]!;
}

describe('npm run count', () => {
  it.each(CLI_ENCODINGS.map((e) => [e]))(
    'prints one line per file and the total (%s)',
    (encoding) => {
      const { code, stdout, stderr } = run(['--encoding', encoding, 'a.md', 'mixed.txt']);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const lines = stdout.trimEnd().split('\n');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatch(/^\d+\ta\.md$/);
      expect(lines[1]).toMatch(/^\d+\tmixed\.txt$/);
      expect(lines[2]).toMatch(/^total\t\d+$/);
      const [a, mixed, total] = lines.map((line) => line.split('\t'));
      expect(Number(a?.[0])).toBeGreaterThan(0);
      expect(Number(total?.[1])).toBe(Number(a?.[0]) + Number(mixed?.[0]));
    },
  );

  it.each(CLI_ENCODINGS.map((e) => [e]))(
    'gives the count worker’s figure for the same text (%s)',
    (encoding) => {
      const { stdout } = run([`--encoding=${encoding}`, 'mixed.txt']);
      expect(chunkForCounting(MIXED).length).toBeGreaterThan(3);
      expect(stdout.split('\n')[0]).toBe(`${workerFigure(encoding, MIXED)}\tmixed.txt`);
    },
  );

  it('counts exactly with the Gemini vocabulary: pieces add up to the whole text', () => {
    const { stdout } = run(['--encoding', 'gemini', 'mixed.txt']);
    expect(stdout).toBe(
      `${nodeGemmaEncoder().count(MIXED)}\tmixed.txt\ntotal\t${nodeGemmaEncoder().count(MIXED)}\n`,
    );
  });

  it('differs between vocabularies on the same text', () => {
    const figures = CLI_ENCODINGS.map((encoding) =>
      Number(run(['--encoding', encoding, 'mixed.txt']).stdout.split('\t')[0]),
    );
    expect(new Set(figures).size).toBe(CLI_ENCODINGS.length);
  });

  it('counts an empty file as 0', () => {
    expect(run(['--encoding', 'o200k', 'empty.txt']).stdout).toBe('0\tempty.txt\ntotal\t0\n');
  });

  it('names a missing file in a one-line error and exits 1', () => {
    const { code, stdout, stderr } = run(['--encoding', 'gemini', 'a.md', 'nope.md']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^[^\n]*nope\.md[^\n]*\n$/);
  });

  it('names a file that is not UTF-8 in a one-line error and exits 1', () => {
    const { code, stdout, stderr } = run(['--encoding', 'cl100k', 'latin1.txt']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^[^\n]*latin1\.txt[^\n]*UTF-8[^\n]*\n$/);
  });

  it('refuses an unknown or missing encoding with exit code 1', () => {
    expect(run(['--encoding', 'gpt2', 'a.md'])).toMatchObject({ code: 1, stdout: '' });
    expect(run(['a.md']).stderr).toMatch(/missing --encoding/);
  });
});
