/** The per-section token table of `npm run render -- <config.json> --tokens <encoding>`. */
import { computeBreakdown, segmentText, type RenderedPrompt } from '../core/index';
import { createTextCounter, type CliEncoding } from './tokenCounting';

/**
 * One line per section, `<tokens>\t<chars>\t<section>`, then `total\t<tokens>\t<chars>`. Each
 * section's text includes the blank line before it, so the rows add up to the total, as on
 * the app's meter.
 */
export function tokenTable(rendered: RenderedPrompt, encoding: CliEncoding): string {
  const count = createTextCounter(encoding);
  const breakdown = computeBreakdown(segmentText(rendered.text, rendered.sections), {
    id: encoding,
    label: encoding,
    count,
  });
  const lines = [`tokens\tchars\tsection (${encoding})`];
  for (const row of breakdown.rows) lines.push(`${row.tokens}\t${row.chars}\t${row.key}`);
  lines.push(`total\t${breakdown.total}\t${breakdown.chars}`);
  return `${lines.join('\n')}\n`;
}
