/**
 * The what-if table: per piece of the configuration that is on, what turning it off saves
 * over one session and over 1,000, in input tokens and money, the largest saving first, with
 * a badge where the change breaks the cache for every request or moves a compression.
 */
import { formatTokens, type WhatIfRow } from '../../../core';
import {
  formatMaybeUsd,
  SESSIONS_PER_THOUSAND,
  sortBySaving,
  tokensOver,
  WHAT_IF_GROUP_LABELS,
} from './whatIfTableRows';

interface WhatIfTableProps {
  /** Core's `whatIfRows` for the session (any order: the table sorts them). */
  rows: readonly WhatIfRow[];
  /** The model's smallest cacheable prefix, for the cache badge's explanation. */
  minCacheableTokens: number | null;
}

function Badges({
  row,
  minCacheableTokens,
}: { row: WhatIfRow } & Pick<WhatIfTableProps, 'minCacheableTokens'>) {
  const cacheWhy =
    minCacheableTokens === null
      ? 'The change comes before the smallest prefix the cache serves.'
      : `The change comes at token ${formatTokens(row.breakAtToken)}, before the ${formatTokens(minCacheableTokens)} tokens the cache needs, so no request of the session shares a cacheable prefix with the configuration as it is.`;
  return (
    <>
      {row.breaksCacheForEveryRequest && (
        <span className="what-if-badge what-if-badge-cache" title={cacheWhy}>
          breaks the cache for every request
        </span>
      )}
      {row.changesCompression && (
        <span
          className="what-if-badge what-if-badge-compression"
          title="Without it the history reaches the compression threshold at other turns (or a different number of times)."
        >
          changes when compression fires
        </span>
      )}
    </>
  );
}

export function WhatIfTable({ rows, minCacheableTokens }: WhatIfTableProps) {
  if (rows.length === 0) {
    return <p className="what-if-empty">Nothing in this configuration can be turned off.</p>;
  }
  const sorted = sortBySaving(rows);
  return (
    <table className="what-if-table" aria-label="What turning each piece off saves">
      <thead>
        <tr>
          <th scope="col">Turn off</th>
          <th scope="col">Kind</th>
          <th scope="col">Input tokens saved per session</th>
          <th scope="col">of them cached</th>
          <th scope="col">Saved per session</th>
          <th scope="col">Tokens per 1,000 sessions</th>
          <th scope="col">Saved per 1,000 sessions</th>
          <th scope="col">Cache and compression</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((row) => (
          <tr key={row.key} data-testid="what-if-row" data-key={row.key}>
            <th scope="row">{row.label}</th>
            <td data-label="Kind">{WHAT_IF_GROUP_LABELS[row.group]}</td>
            <td
              className="num"
              data-label="Input tokens saved per session"
              data-testid="saved-tokens"
            >
              {formatTokens(row.savedTokens)}
            </td>
            <td className="num" data-label="of them cached">
              {formatTokens(row.savedCachedTokens)}
            </td>
            <td className="num" data-label="Saved per session" data-testid="saved-cost">
              {formatMaybeUsd(row.savedCost)}
            </td>
            <td className="num" data-label="Tokens per 1,000 sessions">
              {tokensOver(row.savedTokens, SESSIONS_PER_THOUSAND)}
            </td>
            <td
              className="num"
              data-label="Saved per 1,000 sessions"
              data-testid="saved-cost-thousand"
            >
              {formatMaybeUsd(row.savedCostPerThousandSessions)}
            </td>
            <td data-label="Cache and compression">
              <Badges row={row} minCacheableTokens={minCacheableTokens} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
