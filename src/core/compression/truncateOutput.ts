import { withoutTrailingSlashes } from '../posixPath';

/** Lines kept per truncated tool output (`COMPRESSION_TRUNCATE_LINES`). */
export const COMPRESSION_TRUNCATE_LINES = 30;
/** Characters kept when a truncated tool output is a single line. */
export const SINGLE_LINE_TRUNCATE_CHARS = 4000;
/** Longest line kept whole in the multi-line format; longer lines are cut to this width. */
export const TRUNCATED_LINE_MAX_CHARS = 1000;
/** Appended to a line cut to {@link TRUNCATED_LINE_MAX_CHARS}. */
export const LINE_CUT_MARKER = ' [… line cut at 1000 characters]';

/**
 * The placeholder that replaces an oversized tool output in the compressed history.
 *
 * Multi-line output: a one-line header (shown and total line counts, a note when long lines
 * were cut, the path of the saved full output), a `...` line, then the last `maxLines` lines,
 * each cut to 1000 characters plus a marker. Single-line output: a header, then `...` directly
 * followed by the last 4000 characters. The header wording is Promptscope's own.
 */
export function formatTruncatedToolOutput(
  content: string,
  filePath: string,
  maxLines: number,
): string {
  const lines = content.split('\n');
  if (lines.length <= 1) {
    const snippet = content.slice(-SINGLE_LINE_TRUNCATE_CHARS);
    const header =
      `[Tool output trimmed to fit the context: showing its last ${snippet.length} of ` +
      `${content.length} characters. The full output was saved to ${filePath}]`;
    return `${header}\n...${snippet}`;
  }
  const tail = maxLines > 0 ? lines.slice(-maxLines) : [];
  let cutLines = 0;
  const shown = tail.map((line) => {
    if (line.length <= TRUNCATED_LINE_MAX_CHARS) return line;
    cutLines++;
    return line.slice(0, TRUNCATED_LINE_MAX_CHARS) + LINE_CUT_MARKER;
  });
  const cutNote =
    cutLines > 0
      ? ` ${cutLines} of the shown lines were longer than ${TRUNCATED_LINE_MAX_CHARS} characters and were cut.`
      : '';
  const header =
    `[Tool output trimmed to fit the context: showing its last ${shown.length} of ` +
    `${lines.length} lines.${cutNote} The full output was saved to ${filePath}]`;
  return [header, '...', ...shown].join('\n');
}

/** A file-name part reduced to `[a-z0-9_]`: lower-cased, then every other character → `_`. */
export function sanitizeFileNamePart(part: string): string {
  return part.toLowerCase().replace(/[^a-z0-9_]/g, '_');
}

/** `<projectTempDir>/tool_output/<tool>_<id>.txt`, both name parts sanitised. */
export function truncatedOutputPath(
  projectTempDir: string,
  tool: string,
  id: number | string,
): string {
  const dir = withoutTrailingSlashes(projectTempDir);
  return `${dir}/tool_output/${sanitizeFileNamePart(tool)}_${sanitizeFileNamePart(String(id))}.txt`;
}
