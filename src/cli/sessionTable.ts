/** The text `npm run session` prints: one row per request, then the session's totals. */
import type { Cost, SessionRequest, SessionResult } from '../core/index';

const count = (n: number) => n.toLocaleString('en-US');
/** Dollars with four decimals (a request often costs a fraction of a cent). */
const dollars = (n: number) => `$${n.toFixed(4)}`;
/** Dollars with cents and thousands separators (per 1,000 sessions). */
const wholeDollars = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const percent = (part: number, whole: number) =>
  whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '0.0%';

const HEADER = ['#', 'kind', 'input', 'cached', 'output', 'cost', 'cumulative'];

function row(request: SessionRequest): string[] {
  const output = `${count(request.outputTokens)}${request.outputSource === 'recorded' ? ' (recorded)' : ''}`;
  return [
    String(request.index + 1),
    request.kind,
    count(request.inputTokens),
    count(request.cachedTokens),
    output,
    request.cost === null ? '-' : dollars(request.cost.total),
    request.cost === null ? '-' : dollars(request.cumulativeCost),
  ];
}

/** Columns padded to their widest cell; the first two left-aligned, the figures right-aligned. */
function layout(rows: readonly string[][]): string {
  const widths = HEADER.map((_, column) => Math.max(...rows.map((cells) => cells[column]!.length)));
  return rows
    .map((cells) =>
      cells
        .map((cell, column) =>
          column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function costLines(cost: Cost, perThousand: number | null): string[] {
  const inputWithoutCache = cost.input + cost.cached + cost.cacheSaving;
  return [
    `per session: ${dollars(cost.total)} (uncached input ${dollars(cost.input)}, cached input ${dollars(cost.cached)}, output ${dollars(cost.output)})`,
    `per 1,000 sessions: ${perThousand === null ? '-' : wholeDollars(perThousand)}`,
    `cache saving: ${dollars(cost.cacheSaving)} per session (${percent(cost.cacheSaving, inputWithoutCache)} of the input's cost without a cache)`,
  ];
}

/** The per-request table, the totals and the notes, as plain text. */
export function sessionTable(result: SessionResult): string {
  const { totals, price } = result;
  const lines = [layout([HEADER, ...result.requests.map(row)]), ''];
  lines.push(
    `model: ${price === null ? 'no price known' : `${price.model} (prices read ${price.source.readOn} from ${price.source.url})`}`,
    `requests: ${count(totals.requests)}, compressions: ${count(totals.compressions)}`,
    `input tokens: ${count(totals.inputTokens)}, cached: ${count(totals.cachedTokens)} (cache share ${percent(totals.cachedTokens, totals.inputTokens)}), output: ${count(totals.outputTokens)}`,
  );
  if (totals.cost === null) lines.push('cost: no price known for this model');
  else lines.push(...costLines(totals.cost, totals.costPerThousandSessions));
  for (const event of result.compressions) {
    lines.push(
      `compression before request ${event.beforeRequest + 1}: ${count(event.tokensBefore)} → ${count(event.tokensAfter)} input tokens`,
    );
  }
  if (result.requests.length === 0) {
    lines.push('note: the history holds no model answer, so the session sends no turn request');
  }
  for (const note of result.notes) lines.push(`note: ${note}`);
  return `${lines.join('\n')}\n`;
}
