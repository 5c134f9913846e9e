import { useState } from 'react';
import type { SessionRequest, SessionResult } from '../../../core';
import { formatDollars, formatTokens } from './format';

/** Rows shown per page (a 2,000-request session is 20 pages). */
export const REQUESTS_PER_PAGE = 100;

const KIND_LABELS: Record<SessionRequest['kind'], string> = {
  turn: 'turn',
  summary: 'compression: summary',
  verify: 'compression: verify',
};

interface Props {
  result: SessionResult;
}

/** Every request of the session, a page at a time; compression requests are marked. */
export function RequestTable({ result }: Props) {
  const { requests } = result;
  const pages = Math.max(1, Math.ceil(requests.length / REQUESTS_PER_PAGE));
  const [wanted, setPage] = useState(0);
  const page = Math.min(wanted, pages - 1);
  const first = page * REQUESTS_PER_PAGE;
  const shown = requests.slice(first, first + REQUESTS_PER_PAGE);
  const priced = result.price !== null;
  return (
    <section className="ses-requests" aria-labelledby="ses-requests-title">
      <h2 id="ses-requests-title">Requests</h2>
      {pages > 1 && (
        <nav className="ses-pager" aria-label="Request pages">
          <button
            type="button"
            className="btn"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span aria-live="polite">
            Requests {first + 1}–{first + shown.length} of {requests.length} (page {page + 1} of{' '}
            {pages})
          </span>
          <button
            type="button"
            className="btn"
            disabled={page >= pages - 1}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      )}
      <div className="ses-table-wrap" role="region" aria-label="Request table" tabIndex={0}>
        <table className="ses-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Kind</th>
              <th scope="col">Input</th>
              <th scope="col">Cached</th>
              <th scope="col">Output</th>
              <th scope="col">Cost</th>
              <th scope="col">Cumulative</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.index} className={r.kind === 'turn' ? undefined : 'ses-row-compression'}>
                <td data-label="#">{r.index + 1}</td>
                <td data-label="Kind">{KIND_LABELS[r.kind]}</td>
                <td data-label="Input">{formatTokens(r.inputTokens)}</td>
                <td data-label="Cached">{formatTokens(r.cachedTokens)}</td>
                <td data-label="Output">
                  {formatTokens(r.outputTokens)}
                  {r.outputSource === 'recorded' && <span className="ses-tag"> recorded</span>}
                </td>
                <td data-label="Cost">{r.cost && priced ? formatDollars(r.cost.total) : '—'}</td>
                <td data-label="Cumulative">{priced ? formatDollars(r.cumulativeCost) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
