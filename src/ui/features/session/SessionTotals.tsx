import type { SessionResult } from '../../../core';
import { formatDollars, formatShare, formatTokens } from './format';

interface Props {
  result: SessionResult;
  label: string;
}

/** One figure with its label (a description list entry). */
function Figure({ term, value, detail }: { term: string; value: string; detail?: string }) {
  return (
    <div className="ses-figure">
      <dt>{term}</dt>
      <dd>
        <span className="ses-figure-value">{value}</span>
        {detail && <span className="ses-figure-detail">{detail}</span>}
      </dd>
    </div>
  );
}

/** The session's totals: tokens, money per session and per 1,000 sessions, the cache's part. */
export function SessionTotals({ result, label }: Props) {
  const { totals, price } = result;
  const cost = totals.cost;
  const uncachedCost = cost ? cost.total + cost.cacheSaving : 0;
  return (
    <section className="ses-totals" aria-labelledby="ses-totals-title">
      <h2 id="ses-totals-title">Totals for {label}</h2>
      <dl className="ses-figures" data-testid="session-totals">
        <Figure term="Requests" value={formatTokens(totals.requests)} />
        <Figure term="Input tokens" value={formatTokens(totals.inputTokens)} />
        <Figure
          term="Cached input tokens"
          value={formatTokens(totals.cachedTokens)}
          detail={`${formatShare(totals.cachedTokens, totals.inputTokens)} of the input`}
        />
        <Figure term="Output tokens" value={formatTokens(totals.outputTokens)} />
        <Figure term="Compressions" value={formatTokens(totals.compressions)} />
        {cost ? (
          <>
            <Figure term="Cost per session" value={formatDollars(cost.total)} />
            <Figure
              term="Per 1,000 sessions"
              value={formatDollars(totals.costPerThousandSessions ?? cost.total * 1000)}
            />
            <Figure
              term="Saved by the cache"
              value={formatDollars(cost.cacheSaving)}
              detail={`${formatShare(cost.cacheSaving, uncachedCost)} of the cost without it`}
            />
          </>
        ) : (
          <Figure term="Cost" value="no price known" />
        )}
      </dl>
      {price && (
        <p className="ses-hint">
          Prices for {price.model}: {price.source.url}, read on {price.source.readOn || 'your edit'}
          .
        </p>
      )}
      {result.notes.length > 0 && (
        <ul className="ses-notes">
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
