import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCodeRegions, findFencedBlocks, findInlineCode, lineFinder } from './codeRegions';

/**
 * The two expressions the import processor used before the scanners: the scanners must find
 * exactly what these find. They stay here only as the reference (they are quadratic on
 * unclosed backticks, which is why they were replaced).
 */
const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm;
const INLINE = /(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g;

function referenceFences(content: string): [number, number][] {
  return [...content.matchAll(FENCE)].map((m) => [m.index, m.index + m[0].length]);
}

function referenceInline(content: string): [number, number][] {
  return [...content.matchAll(INLINE)].map((m) => [m.index, m.index + m[0].length]);
}

function referenceRegions(content: string): [number, number][] {
  const regions = referenceFences(content);
  for (const [start, end] of referenceInline(content)) {
    if (!regions.some(([a, b]) => start >= a && start < b)) regions.push([start, end]);
  }
  return regions;
}

/** Texts made of the characters the rules care about, so every odd case comes up often. */
const codeText = fc
  .array(
    fc.constantFrom(
      '`',
      '``',
      '```',
      '~~~',
      '~',
      ' ',
      '   ',
      '\n',
      '\r\n',
      '\r',
      'a',
      '@x',
      '\u2028',
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

/** Milliseconds `run` takes. */
function elapsed(run: () => unknown): number {
  const start = Date.now();
  run();
  return Date.now() - start;
}

describe('code regions: the same spans as the reference expressions', () => {
  it('fenced blocks', () => {
    fc.assert(
      fc.property(codeText, (text) => {
        expect(findFencedBlocks(text)).toEqual(referenceFences(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('inline code spans, including unclosed and mid-run openings', () => {
    fc.assert(
      fc.property(codeText, (text) => {
        expect(findInlineCode(text)).toEqual(referenceInline(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('both together (inline spans starting inside a fence are left out)', () => {
    fc.assert(
      fc.property(codeText, (text) => {
        expect(findCodeRegions(text)).toEqual(referenceRegions(text));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['a closed fence', '```js\n@a\n```\nafter'],
    ['an unclosed fence', 'before\n  ~~~\n@a\n'],
    ['a longer closing fence', '```\nx\n`````\n@b'],
    ['a double-backtick span holding a backtick', 'see `` a`b `` and `c`'],
    ['an unclosed run before a closed span', '``` x `y`'],
  ])('%s', (_name, text) => {
    expect(findCodeRegions(text)).toEqual(referenceRegions(text));
  });
});

describe('code regions: time linear in the text', () => {
  // Budgets are generous (a shared machine is several times slower than an idle one); the
  // expressions took minutes on these texts.
  it('50,000 code spans and 50,000 unclosed backticks', () => {
    const spans = Array.from({ length: 50_000 }, (_, i) => `\`code ${i}\` @x${i}`).join('\n');
    const unclosed = Array.from({ length: 50_000 }, () => '` @x').join('\n');
    let found: [number, number][] = [];
    expect(elapsed(() => (found = findCodeRegions(spans)))).toBeLessThan(3000);
    expect(found).toHaveLength(50_000);
    expect(elapsed(() => (found = findCodeRegions(unclosed)))).toBeLessThan(3000);
    // Every other backtick closes the one before it.
    expect(found).toHaveLength(25_000);
  });

  it('a 200,000-backtick run and 20,000 unclosed fences', () => {
    const run = '`'.repeat(200_000);
    const fences = '```\n'.repeat(20_000).replace(/\n$/, '');
    expect(elapsed(() => findCodeRegions(run))).toBeLessThan(3000);
    expect(elapsed(() => findCodeRegions(`${run}\nx`))).toBeLessThan(3000);
    expect(elapsed(() => findCodeRegions(fences))).toBeLessThan(3000);
  });
});

describe('lineFinder', () => {
  it('gives the 1-based line of every offset, as counting line breaks before it does', () => {
    fc.assert(
      fc.property(codeText, (text) => {
        const lineOf = lineFinder(text);
        for (let at = 0; at <= text.length; at++) {
          expect(lineOf(at)).toBe(text.slice(0, at).split('\n').length);
        }
      }),
      { numRuns: 500 },
    );
  });
});
