import type { SessionResult } from '../../../core';
import { formatDollars } from './format';
import { PLOT_HEIGHT, PLOT_PAD, PLOT_WIDTH, r1, xAt, yAt } from './plotGeometry';

interface Props {
  result: SessionResult;
}

/** Cumulative cost over the session's requests, each compression marked where it ran. */
export function CostPlot({ result }: Props) {
  const { requests, compressions } = result;
  if (result.price === null || requests.length === 0) {
    return (
      <p className="ses-hint" data-testid="cost-plot-empty">
        No cost plot:{' '}
        {requests.length === 0 ? 'the session has no requests' : 'no price is known for this model'}
        .
      </p>
    );
  }
  const n = requests.length;
  const total = requests[n - 1]?.cumulativeCost ?? 0;
  const points = requests
    .map((r, i) => `${r1(xAt(i, n))},${r1(yAt(r.cumulativeCost, total))}`)
    .join(' ');
  const marks = compressions.map((c) => c.requestIndices[0] ?? c.beforeRequest);
  const summary =
    `Cumulative cost over ${n} requests, rising to ${formatDollars(total)}` +
    (marks.length > 0
      ? `; ${marks.length} compression${marks.length === 1 ? '' : 's'} at request ${marks.map((m) => m + 1).join(', ')}.`
      : '; no compression.');
  const bottom = PLOT_HEIGHT - PLOT_PAD.bottom;
  return (
    <figure className="ses-plot">
      <figcaption>Cumulative cost</figcaption>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`}
        className="ses-svg"
        data-testid="cost-plot"
      >
        <line
          className="ses-axis"
          x1={PLOT_PAD.left}
          y1={bottom}
          x2={PLOT_WIDTH - PLOT_PAD.right}
          y2={bottom}
        />
        <line
          className="ses-axis"
          x1={PLOT_PAD.left}
          y1={PLOT_PAD.top}
          x2={PLOT_PAD.left}
          y2={bottom}
        />
        <text
          className="ses-axis-label"
          x={PLOT_PAD.left - 6}
          y={PLOT_PAD.top + 8}
          textAnchor="end"
        >
          {formatDollars(total)}
        </text>
        <text className="ses-axis-label" x={PLOT_PAD.left - 6} y={bottom} textAnchor="end">
          $0
        </text>
        <text className="ses-axis-label" x={PLOT_PAD.left} y={PLOT_HEIGHT - 8}>
          request 1
        </text>
        <text
          className="ses-axis-label"
          x={PLOT_WIDTH - PLOT_PAD.right}
          y={PLOT_HEIGHT - 8}
          textAnchor="end"
        >
          request {n}
        </text>
        {marks.map((m) => (
          <line
            key={m}
            className="ses-compression-mark"
            data-testid="compression-mark"
            x1={r1(xAt(m, n))}
            x2={r1(xAt(m, n))}
            y1={PLOT_PAD.top}
            y2={bottom}
          />
        ))}
        <polyline className="ses-cost-line" points={points} fill="none" />
      </svg>
      {marks.length > 0 && (
        <p className="ses-legend">
          <span className="ses-swatch ses-swatch-compression" aria-hidden="true" /> compression
        </p>
      )}
    </figure>
  );
}
