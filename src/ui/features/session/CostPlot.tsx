import {
  PLOT_HEIGHT,
  PLOT_PAD,
  PLOT_WIDTH,
  r1,
  xAt,
  type SessionPlotShapes,
  type SessionResult,
} from '../../../core';
import { formatDollars } from './format';
import { PlotFrame } from './PlotFrame';

interface Props {
  result: SessionResult;
  /** The result's plot shapes (core's `sessionPlotShapes`, made in the session worker). */
  shapes: SessionPlotShapes;
}

/** Cumulative cost over the session's requests, each compression marked where it ran. */
export function CostPlot({ result, shapes }: Props) {
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
  const marks = compressions.map((c) => c.requestIndices[0] ?? c.beforeRequest);
  const summary =
    `Cumulative cost over ${n} requests, rising to ${formatDollars(total)}` +
    (marks.length > 0
      ? `; ${marks.length} compression${marks.length === 1 ? '' : 's'} at request ${marks.map((m) => m + 1).join(', ')}.`
      : '; no compression.');
  const bottom = PLOT_HEIGHT - PLOT_PAD.bottom;
  return (
    <PlotFrame
      caption="Cumulative cost"
      summary={summary}
      testId="cost-plot"
      yTop={formatDollars(total)}
      yBottom="$0"
      legend={
        marks.length > 0 && (
          <p className="ses-legend">
            <span className="ses-swatch ses-swatch-compression" aria-hidden="true" /> compression
          </p>
        )
      }
    >
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
      <polyline className="ses-cost-line" points={shapes.costLine} fill="none" />
    </PlotFrame>
  );
}
