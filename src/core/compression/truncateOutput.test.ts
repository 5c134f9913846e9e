import { describe, expect, it } from 'vitest';
import {
  formatTruncatedToolOutput,
  LINE_CUT_MARKER,
  sanitizeFileNamePart,
  truncatedOutputPath,
} from './truncateOutput';

const FILE = '/tmp/p/tool_output/read_file_1.txt';

describe('formatTruncatedToolOutput, multi-line', () => {
  const lines = Array.from({ length: 100 }, (_, i) => `line ${i + 1}`);
  const out = formatTruncatedToolOutput(lines.join('\n'), FILE, 30);
  const outLines = out.split('\n');

  it('starts with a one-line header naming shown/total lines and the saved file', () => {
    expect(outLines[0]).toContain('last 30 of 100 lines');
    expect(outLines[0]).toContain(FILE);
  });

  it('puts a `...` line between the header and the last 30 lines', () => {
    expect(outLines[1]).toBe('...');
    expect(outLines.slice(2)).toEqual(lines.slice(-30));
  });

  it('cuts lines longer than 1000 characters and says so in the header', () => {
    const long = ['short', 'x'.repeat(1500), 'y'.repeat(1000)].join('\n');
    const result = formatTruncatedToolOutput(long, FILE, 30).split('\n');
    expect(result[0]).toContain('1 of the shown lines were longer than 1000 characters');
    expect(result[3]).toBe('x'.repeat(1000) + LINE_CUT_MARKER);
    // Exactly 1000 characters is not "longer than" the limit.
    expect(result[4]).toBe('y'.repeat(1000));
  });

  it('has no long-line note when nothing was cut', () => {
    expect(outLines[0]).not.toContain('longer than');
  });

  it('shows every line when there are fewer than maxLines', () => {
    const result = formatTruncatedToolOutput('a\nb', FILE, 30).split('\n');
    expect(result[0]).toContain('last 2 of 2 lines');
    expect(result.slice(2)).toEqual(['a', 'b']);
  });
});

describe('formatTruncatedToolOutput, single line', () => {
  const content = 'a'.repeat(1000) + 'z'.repeat(4000);
  const out = formatTruncatedToolOutput(content, FILE, 30);
  const [header, rest] = out.split('\n');

  it('keeps the last 4000 characters under a header', () => {
    expect(header).toContain('last 4000 of 5000 characters');
    expect(header).toContain(FILE);
  });

  it('puts `...` directly before the snippet on the same line', () => {
    expect(rest).toBe('...' + 'z'.repeat(4000));
    expect(out.split('\n')).toHaveLength(2);
  });
});

describe('file naming', () => {
  it.each([
    ['read_file', 'read_file'],
    ['ReadFile', 'readfile'],
    ['mcp-server__do.thing', 'mcp_server__do_thing'],
    ['ünïcode tool', '_n_code_tool'],
  ])('sanitises %s to %s', (input, expected) => {
    expect(sanitizeFileNamePart(input)).toBe(expected);
  });

  it('builds <projectTempDir>/tool_output/<tool>_<id>.txt without doubling slashes', () => {
    expect(truncatedOutputPath('/home/dev/.gemini/tmp/abc/', 'Grep-Search', 7)).toBe(
      '/home/dev/.gemini/tmp/abc/tool_output/grep_search_7.txt',
    );
  });
});
