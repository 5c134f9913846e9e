/** The one-line summary of a prompt comparison, e.g. "B is 1,240 tokens smaller: …". */
import type { ComparedSection, PromptComparison } from './promptComparison';

/** At most this many sections are named in the summary. */
export const SUMMARY_SECTIONS = 3;

/** `1240` → `1,240`; negative numbers take a real minus sign. */
export function formatTokens(n: number): string {
  const digits = Math.abs(n).toLocaleString('en-US');
  return n < 0 ? `−${digits}` : digits;
}

/** A signed change: `+120`, `−900`, `±0`. */
export function formatDelta(n: number): string {
  if (n === 0) return '±0';
  return n > 0 ? `+${formatTokens(n)}` : formatTokens(n);
}

function describeRow(row: ComparedSection, title: (key: string) => string): string {
  const side =
    row.presence === 'only-a' ? ' (only in A)' : row.presence === 'only-b' ? ' (only in B)' : '';
  return `${title(row.key)} ${formatDelta(row.delta)}${side}`;
}

/**
 * One line saying which side is larger and by how much, naming the sections that changed
 * most. `title` turns a section key into its display name.
 */
export function summarizeComparison(
  comparison: PromptComparison,
  title: (key: string) => string = (key) => key,
): string {
  const changed = comparison.sections.filter((row) => row.changed);
  if (changed.length === 0) {
    return `A and B are the same prompt (${formatTokens(comparison.totalA)} tokens).`;
  }
  const named = changed.slice(0, SUMMARY_SECTIONS).map((row) => describeRow(row, title));
  const more = changed.length > SUMMARY_SECTIONS ? ', …' : '';
  const { delta } = comparison;
  const head =
    delta === 0
      ? `A and B have the same size (${formatTokens(comparison.totalA)} tokens) but differ`
      : `B is ${formatTokens(Math.abs(delta))} tokens ${delta < 0 ? 'smaller' : 'larger'}`;
  return `${head}: ${named.join(', ')}${more}`;
}
