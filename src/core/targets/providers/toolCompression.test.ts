import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeProviderToolExamples, stripExampleBlocks } from './toolCompression';

/** The expression the scanner replaced, kept only as the reference it must agree with. */
const EXAMPLE_BLOCK = /\s*<example>[\s\S]*?<\/example>/g;

/** Descriptions made of tags, tag fragments and whitespace, so every odd case comes up. */
const description = fc
  .array(
    fc.constantFrom(
      '<example>',
      '</example>',
      '<example',
      'example>',
      '</',
      ' ',
      '\n',
      '\t',
      '\u00a0',
      'x',
      'Do it.',
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

/** Milliseconds `run` takes. */
function elapsed(run: () => unknown): number {
  const start = Date.now();
  run();
  return Date.now() - start;
}

describe('stripExampleBlocks', () => {
  it('removes exactly what replacing the expression removes', () => {
    fc.assert(
      fc.property(description, (text) => {
        expect(stripExampleBlocks(text)).toBe(text.replace(EXAMPLE_BLOCK, ''));
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    [
      'a block and the blank before it',
      'Run it.\n\n<example>run()</example>\nDone.',
      'Run it.\nDone.',
    ],
    ['two blocks', 'A <example>1</example> B <example>2</example>', 'A B'],
    ['an unclosed tag, left as written', 'A <example>1 and more', 'A <example>1 and more'],
    ['a block ends at the first closing tag', '<example>1</example>2</example>', '2</example>'],
  ])('%s', (_name, text, expected) => {
    expect(stripExampleBlocks(text)).toBe(expected);
  });

  // The expression took 4.8 s on 20 such tools, and grows with the square of a space run.
  it('takes time linear in the text: unclosed tags and long runs of spaces', () => {
    const unclosed = '<example> x '.repeat(20_000);
    const spaces = `${' '.repeat(200_000)}x`;
    const tools = Array.from({ length: 20 }, (_, i) => ({
      name: `t${i}`,
      description: unclosed,
      input_schema: { type: 'object', description: spaces },
    }));
    let stripped: ReturnType<typeof removeProviderToolExamples> = [];
    expect(elapsed(() => (stripped = removeProviderToolExamples(tools)))).toBeLessThan(3000);
    expect(stripped[0]?.description).toBe(unclosed);
    expect(stripped[0]?.input_schema['description']).toBe(spaces);
  });
});
