import type { SessionResult } from '../../../core';
import { formatShare, formatTokens } from './format';
import { PlotFrame } from './PlotFrame';
import { PLOT_PAD, PLOT_WIDTH, r1, yAt } from './plotGeometry';

interface Props {
  result: SessionResult;
}

const SERIES = [
  { key: 'cached', label: 'cached input' },
  { key: 'uncached', label: 'uncached input' },
  { key: 'output', label: 'output' },
] as const;

/**
 * Per request, a stacked bar: cached input at the bottom, uncached input above it, output on
 * top. Each series is one path of rectangles, so 2,000 requests draw as three elements.
 */
export function TokenBars({ result }: Props) {
  const { requests } = result;
  if (requests.length === 0) return null;
  const n = requests.length;
  const max = Math.max(...requests.map((r) => r.inputTokens + r.outputTokens), 1);
  const width = PLOT_WIDTH - PLOT_PAD.left - PLOT_PAD.right;
  const step = width / n;
  const bar = Math.max(step * 0.8, 0.5);
  const paths = { cached: '', uncached: '', output: '' };
  requests.forEach((r, i) => {
    const x = r1(PLOT_PAD.left + i * step);
    const segments = [
      ['cached', 0, r.cachedTokens],
      ['uncached', r.cachedTokens, r.inputTokens],
      ['output', r.inputTokens, r.inputTokens + r.outputTokens],
    ] as const;
    for (const [key, from, to] of segments) {
      if (to <= from) continue;
      const top = yAt(to, max);
      paths[key] += `M${x} ${r1(top)}h${r1(bar)}v${r1(yAt(from, max) - top)}h${r1(-bar)}z`;
    }
  });
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
