import { describe, expect, it } from 'vitest';
import {
  currentTruncatedOutputPath,
  DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD,
  formatTruncatedToolOutputByChars,
  truncateToolOutputMaxChars,
  truncationCut,
} from './truncateChars';

const PATH = '/tmp/p/tool-outputs/shell_1.txt';
const omittedLine = (text: string): string | undefined =>
  text.split('\n').find((line) => line.startsWith('… ['));

describe('formatTruncatedToolOutputByChars: the boundaries', () => {
  it('returns an output of exactly maxChars unchanged', () => {
    const content = 'x'.repeat(100);
    expect(formatTruncatedToolOutputByChars(content, PATH, 100, 'en-US')).toBe(content);
  });

  it('truncates one character over: 20 head, 80 tail, 1 omitted', () => {
    const content = `${'h'.repeat(20)}M${'t'.repeat(80)}`;
    const text = formatTruncatedToolOutputByChars(content, PATH, 100, 'en-US');
    expect(omittedLine(text)).toBe('… [1 characters omitted] …');
    expect(text).toContain(`\n${'h'.repeat(20)}\n\n… [`);
    expect(text.endsWith(`…\n\n${'t'.repeat(80)}`)).toBe(true);
    expect(text).not.toContain('M');
    expect(text).toContain(PATH);
  });

  it('formats counts with toLocaleString', () => {
    const content = 'a'.repeat(50_000);
    const text = formatTruncatedToolOutputByChars(content, PATH, 40_000, 'en-US');
    expect(omittedLine(text)).toBe('… [10,000 characters omitted] …');
    expect(text).toContain('8,000');
    expect(text).toContain('32,000');
  });

  it('keeps head 20% and tail 80% of maxChars', () => {
    const content = Array.from({ length: 1000 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(
      '',
    );
    const text = formatTruncatedToolOutputByChars(content, PATH, 500, 'en-US');
    expect(text).toContain(`\n${content.slice(0, 100)}\n\n…`);
    expect(text.endsWith(content.slice(-400))).toBe(true);
  });

  it('never cuts a surrogate pair at the head boundary', () => {
    // 19 ASCII then an emoji at units 19–20: a 20-unit head would end on a high surrogate.
    const content = `${'a'.repeat(19)}😀${'b'.repeat(200)}`;
    expect(truncationCut(content, 100)).toEqual({ head: 19, tail: 80 });
    const text = formatTruncatedToolOutputByChars(content, PATH, 100, 'en-US');
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(omittedLine(text)).toBe(`… [${content.length - 99} characters omitted] …`);
  });

  it('never cuts a surrogate pair at the tail boundary', () => {
    // The tail's first unit would be the low half of the emoji.
    const content = `${'a'.repeat(200)}😀${'b'.repeat(79)}`;
    expect(truncationCut(content, 100)).toEqual({ head: 20, tail: 79 });
    const text = formatTruncatedToolOutputByChars(content, PATH, 100, 'en-US');
    expect(text).not.toMatch(/(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(text.endsWith('b'.repeat(79))).toBe(true);
  });

  it('keeps a whole pair that ends exactly at a boundary', () => {
    const content = `${'a'.repeat(18)}😀${'b'.repeat(200)}`;
    expect(truncationCut(content, 100).head).toBe(20);
  });

  it('with maxChars 0 keeps nothing but the note and the omitted line', () => {
    const text = formatTruncatedToolOutputByChars('abc', PATH, 0, 'en-US');
    expect(omittedLine(text)).toBe('… [3 characters omitted] …');
    expect(text.endsWith('…\n\n')).toBe(true);
  });
});

describe('truncateToolOutputMaxChars', () => {
  it('is the threshold when plenty of context is left', () => {
    expect(truncateToolOutputMaxChars(1_048_576, 500_000)).toBe(
      DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD,
    );
  });
  it('is 4 × the remaining tokens when that is smaller', () => {
    expect(truncateToolOutputMaxChars(1_048_576, 1_048_576 - 5_000)).toBe(20_000);
  });
  it('never goes below 0 when the last prompt passed the limit', () => {
    expect(truncateToolOutputMaxChars(1_000, 2_000)).toBe(0);
  });
  it.each([0, -1])('a threshold of %s switches truncation off', (threshold) => {
    expect(truncateToolOutputMaxChars(1_048_576, 0, threshold)).toBe(Infinity);
    expect(formatTruncatedToolOutputByChars('x'.repeat(10), PATH, Infinity)).toBe('x'.repeat(10));
  });
});

describe('currentTruncatedOutputPath', () => {
  it('lower-cases into tool-outputs/', () => {
    expect(currentTruncatedOutputPath('/t/', 'Run_Shell', 7)).toBe(
      '/t/tool-outputs/run_shell_7.txt',
    );
  });
  it('does not repeat the tool name when the id starts with it', () => {
    expect(currentTruncatedOutputPath('/t', 'shell', 'shell-42')).toBe(
      '/t/tool-outputs/shell-42.txt',
    );
  });
});
