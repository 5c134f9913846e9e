import type { SessionPlotShapes, SessionResult } from '../../../core';
import { formatShare, formatTokens } from './format';
import { PlotFrame } from './PlotFrame';

interface Props {
  result: SessionResult;
  /** The result's plot shapes (core's `sessionPlotShapes`, made in the session worker). */
  shapes: SessionPlotShapes;
}

const SERIES = [
  { key: 'cached', label: 'cached input' },
  { key: 'uncached', label: 'uncached input' },
  { key: 'output', label: 'output' },
] as const;

/**
 * Per request, a stacked bar: cached input at the bottom, uncached input above it, output on
 * top. Each series is one path of rectangles, so 2,000 requests draw as three elements (and
 * requests narrower than a unit as one bar per unit, core's `tokenBarPaths`).
 */
export function TokenBars({ result, shapes }: Props) {
  const { requests } = result;
  if (requests.length === 0) return null;
  const n = requests.length;
  const { max, paths } = shapes.bars;
  const totals = result.totals;
  const summary =
    `Tokens of each of ${n} requests as stacked bars: cached input, uncached input and output. ` +
    `The largest request holds ${formatTokens(max)} tokens; the cache serves ` +
    `${formatShare(totals.cachedTokens, totals.inputTokens)} of all input.`;
  return (
    <PlotFrame
      caption="Tokens per request"
      summary={summary}
      testId="token-bars"
      yTop={formatTokens(max)}
      yBottom="0"
      legend={
        <p className="ses-legend">
          {SERIES.map(({ key, label }) => (
            <span key={key} className="ses-legend-item">
              <span className={`ses-swatch ses-swatch-${key}`} aria-hidden="true" /> {label}
            </span>
          ))}
        </p>
      }
    >
      {SERIES.map(({ key }) => (
        <path key={key} className={`ses-bar-${key}`} d={paths[key]} />
      ))}
    </PlotFrame>
  );
}
