/**
 * The CLI's rule (gemini-cli packages/core/src/utils/fileUtils.ts `formatTruncatedToolOutput`),
 * written out for each expectation:
 *   if (content.length <= maxChars) return content;
 *   headChars = Math.floor(maxChars * 0.2); tailChars = maxChars - headChars;
 *   head = content.slice(0, headChars); tail = content.slice(-tailChars);
 *   omitted = content.length - headChars - tailChars;
 *   text = header(headChars, tailChars, file) + '\n' + head + '\n\n' + omittedLine(omitted) + '\n\n' + tail
 * Numbers are `toLocaleString()`-formatted. Only the header's and the omitted line's words are ours.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD,
  formatTruncatedToolOutputByChars,
  truncateToolOutputMaxChars,
  truncationCut,
} from './truncateChars';

const PATH = '/tmp/p/tool-outputs/shell_1.txt';

/** Splits our text into the header line and the CLI's body after it. */
function parts(text: string): { header: string; body: string } {
  const nl = text.indexOf('\n');
  return { header: text.slice(0, nl), body: text.slice(nl + 1) };
}
/** The CLI's body after the header line, with our omitted-line words. */
const body = (head: string, omitted: string, tail: string): string =>
  `${head}\n\n… [${omitted} characters not shown] …\n\n${tail}`;
/** The numbers of the header, in order. */
const headerNumbers = (header: string): string[] => header.match(/-?\d[\d,]*(\.\d+)?/g) ?? [];

describe('formatTruncatedToolOutputByChars: the CLI cut', () => {
  it('returns an output of exactly maxChars unchanged', () => {
    const content = 'x'.repeat(100);
    expect(formatTruncatedToolOutputByChars(content, PATH, 100, 'en-US')).toBe(content);
  });

  it('one character over 100: head 20, tail 80, 1 omitted', () => {
    const content = `${'h'.repeat(20)}M${'t'.repeat(80)}`;
    const { header, body: rest } = parts(
      formatTruncatedToolOutputByChars(content, PATH, 100, 'en-US'),
    );
    expect(rest).toBe(body('h'.repeat(20), '1', 't'.repeat(80)));
    // The header's numbers: head, tail, in the CLI's order, then the file.
    expect(header.startsWith('[')).toBe(true);
    expect(header.indexOf('20')).toBeLessThan(header.indexOf('80'));
    expect(header.endsWith(`${PATH}]`)).toBe(true);
  });

  it('40,000 of 50,000: head 8,000, tail 32,000, 10,000 omitted, formatted as toLocaleString', () => {
    const content = `${'a'.repeat(25_000)}${'b'.repeat(25_000)}`;
    const { header, body: rest } = parts(
      formatTruncatedToolOutputByChars(content, PATH, 40_000, 'en-US'),
    );
    expect(headerNumbers(header).slice(0, 2)).toEqual(['8,000', '32,000']);
    expect(rest).toBe(body(content.slice(0, 8000), '10,000', content.slice(-32_000)));
  });

  it('cuts by UTF-16 units: the head may end with the high half of a pair', () => {
    // 19 ASCII units then an emoji at units 19–20: head = slice(0, 20) ends on its high half.
    const content = `${'a'.repeat(19)}😀${'b'.repeat(200)}`;
    const cut = truncationCut(content, 100);
    expect(cut).toMatchObject({ headChars: 20, tailChars: 80, splitsCharacter: true });
    const { body: rest } = parts(formatTruncatedToolOutputByChars(content, PATH, 100, 'en-US'));
    expect(rest).toBe(body(content.slice(0, 20), String(content.length - 100), content.slice(-80)));
    expect(rest.charCodeAt(19)).toBe(0xd83d);
  });

  it('the tail may start with the low half of a pair', () => {
    const content = `${'a'.repeat(200)}😀${'b'.repeat(79)}`;
    const cut = truncationCut(content, 100);
    expect(cut?.tail).toBe(content.slice(-80));
    expect(cut?.tail.charCodeAt(0)).toBe(0xde00);
    expect(cut?.splitsCharacter).toBe(true);
  });

  it('a pair ending exactly at the head boundary is not split', () => {
    const content = `${'a'.repeat(18)}😀${'b'.repeat(200)}`;
    expect(truncationCut(content, 100)).toMatchObject({ headChars: 20, splitsCharacter: false });
  });

  it('maxChars 0: empty head and tail = slice(-0), the whole content', () => {
    const content = 'abc';
    const cut = truncationCut(content, 0);
    expect(cut).toMatchObject({ headChars: 0, tailChars: 0, omittedChars: 3, oddLimit: true });
    const { header, body: rest } = parts(
      formatTruncatedToolOutputByChars(content, PATH, 0, 'en-US'),
    );
    expect(rest).toBe(body('', '3', 'abc'));
    expect(headerNumbers(header).slice(0, 2)).toEqual(['0', '0']);
  });

  it('a negative maxChars: head and tail from the negative numbers, as slice reads them', () => {
    const content = 'abcdefghijklmnopqrstuvwxyz';
    // headChars = floor(-10 × 0.2) = -2; tailChars = -10 - (-2) = -8;
    // head = slice(0, -2) = all but the last 2; tail = slice(8); omitted = 26 + 2 + 8 = 36.
    const cut = truncationCut(content, -10);
    expect(cut).toMatchObject({ headChars: -2, tailChars: -8, omittedChars: 36, oddLimit: true });
    const { header, body: rest } = parts(
      formatTruncatedToolOutputByChars(content, PATH, -10, 'en-US'),
    );
    expect(rest).toBe(body(content.slice(0, 24), '36', content.slice(8)));
    expect(headerNumbers(header).slice(0, 2)).toEqual(['-2', '-8']);
  });

  it('a negative maxChars truncates even an empty output (0 <= -10 is false)', () => {
    expect(truncationCut('', -10)).toMatchObject({ head: '', tail: '', omittedChars: 10 });
  });

  it('a fractional limit keeps its fraction in the tail count', () => {
    // headChars = floor(200.1) = 200; tailChars = 800.5; slice(-800.5) keeps 800 units.
    const content = 'z'.repeat(2000);
    const cut = truncationCut(content, 1000.5);
    expect(cut).toMatchObject({ headChars: 200, tailChars: 800.5, oddLimit: true });
    expect(cut?.tail.length).toBe(800);
    expect(cut?.omittedChars).toBe(2000 - 200 - 800.5);
  });
});

describe('truncateToolOutputMaxChars: min(4 × (limit − last), threshold), nothing clamped', () => {
  it('is the threshold when plenty of context is left', () => {
    expect(truncateToolOutputMaxChars(1_048_576, 500_000)).toBe(
      DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD,
    );
  });
  it('is 4 × the remaining tokens when that is smaller', () => {
    expect(truncateToolOutputMaxChars(1_048_576, 1_048_576 - 5_000)).toBe(20_000);
  });
  it('goes negative when the last prompt passed the limit', () => {
    expect(truncateToolOutputMaxChars(1_000, 2_000)).toBe(4 * (1_000 - 2_000));
  });
  it.each([0, -1])('a threshold of %s is used as it is (no "off")', (threshold) => {
    expect(truncateToolOutputMaxChars(1_048_576, 0, threshold)).toBe(threshold);
  });
});
