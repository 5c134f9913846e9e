/**
 * The shapes of the session view's two plots (cumulative cost, tokens per request), made where
 * the session is simulated (the session worker) so the page only sets them. At more requests
 * than the plot has units across (a 500-turn session makes about 3,500) requests that share
 * one unit of width are drawn together, so a plot costs a few hundred shapes and points
 * however long the session, and looks the same. With fewer requests than units every request
 * keeps its own bar and point.
 */
import { PLOT_PAD, PLOT_WIDTH, r1, xAt, yAt } from './plotGeometry';
import type { SessionRequest, SessionResult } from './types';

/** The width the plots' data spans, in user units (about a pixel each). */
export const DATA_WIDTH = PLOT_WIDTH - PLOT_PAD.left - PLOT_PAD.right;

/** How many consecutive items of `n`, `step` units apart, are drawn as one (at least 1). */
export function itemsPerUnit(step: number): number {
  return step >= 1 ? 1 : Math.ceil(1 / step);
}

export type BarSeries = 'cached' | 'uncached' | 'output';

/** The three stacked-bar paths of {@link tokenBarPaths} and the scale's top. */
export interface TokenBarPaths {
  paths: Record<BarSeries, string>;
  max: number;
}

type Span = [from: number, to: number];

/** The spans' union, as sorted, disjoint spans (joined across gaps up to `joinGap`). */
export function unionOfSpans(spans: Span[], joinGap = 0): Span[] {
  const sorted = spans.filter(([from, to]) => to > from).sort((a, b) => a[0] - b[0]);
  const union: Span[] = [];
  for (const [from, to] of sorted) {
    const last = union.at(-1);
    if (last && from <= last[1] + joinGap) last[1] = Math.max(last[1], to);
    else union.push([from, to]);
  }
  return union;
}

/** Series `s`'s span of request `r` (0 cached, 1 uncached, 2 output), as [from, to]. */
function spanOf(r: SessionRequest, s: number): Span {
  if (s === 0) return [0, r.cachedTokens];
  if (s === 1) return [r.cachedTokens, r.inputTokens];
  return [r.inputTokens, r.inputTokens + r.outputTokens];
}

/**
 * Per request a stacked bar (cached input at the bottom, uncached input, output on top), each
 * series one path of rectangles. Requests narrower than a unit are grouped: a group's bar
 * spans their bars' width and, per series, the union of their heights (the area their own
 * bars would paint, with gaps under half a unit filled: one request's output ends a few
 * hundred tokens below the next one's, far less than a pixel).
 */
export function tokenBarPaths(requests: readonly SessionRequest[]): TokenBarPaths {
  const n = requests.length;
  let max = 1;
  for (const r of requests) max = Math.max(max, r.inputTokens + r.outputTokens);
  const step = DATA_WIDTH / n;
  const bar = Math.max(step * 0.8, 0.5);
  const group = itemsPerUnit(step);
  const joinGap = group > 1 ? (0.5 * max) / (yAt(0, max) - yAt(max, max)) : 0;
  const paths: string[][] = [[], [], []];
  const spans: Span[] = [];
  for (let first = 0; first < n; first += group) {
    const last = Math.min(first + group, n) - 1;
    const x = r1(PLOT_PAD.left + first * step);
    const width = r1((last - first) * step + bar);
    for (let s = 0; s < 3; s++) {
      spans.length = 0;
      for (let i = first; i <= last; i++) spans.push(spanOf(requests[i] as SessionRequest, s));
      for (const [from, to] of group > 1 ? unionOfSpans(spans, joinGap) : spans) {
        if (to <= from) continue;
        const top = yAt(to, max);
        (paths[s] as string[]).push(
          `M${x} ${r1(top)}h${width}v${r1(yAt(from, max) - top)}h-${width}z`,
        );
      }
    }
  }
  const joined = (s: number) => (paths[s] as string[]).join('');
  return { max, paths: { cached: joined(0), uncached: joined(1), output: joined(2) } };
}

/**
 * The cumulative cost line's points (`x,y` pairs): every request's while they are a unit or
 * more apart; otherwise, of each group sharing a unit, its first, lowest, highest and last
 * (in order, once each), which draws the same line.
 */
export function costLinePoints(requests: readonly SessionRequest[], total: number): string {
  const n = requests.length;
  const group = n <= 1 ? 1 : itemsPerUnit(DATA_WIDTH / (n - 1));
  const point = (i: number) =>
    `${r1(xAt(i, n))},${r1(yAt((requests[i] as SessionRequest).cumulativeCost, total))}`;
  const points: string[] = [];
  for (let first = 0; first < n; first += group) {
    const last = Math.min(first + group, n) - 1;
    let low = first;
    let high = first;
    for (let i = first + 1; i <= last; i++) {
      const cost = (requests[i] as SessionRequest).cumulativeCost;
      if (cost < (requests[low] as SessionRequest).cumulativeCost) low = i;
      if (cost > (requests[high] as SessionRequest).cumulativeCost) high = i;
    }
    for (const i of new Set([first, low, high, last].sort((a, b) => a - b))) points.push(point(i));
  }
  return points.join(' ');
}

/** Both plots' shapes for a session (see the file's comment). */
export interface SessionPlotShapes {
  bars: TokenBarPaths;
  /** The cost line's points; empty without a price or requests (no cost plot then). */
  costLine: string;
}

/** The shapes of `result`'s plots. */
export function sessionPlotShapes(result: SessionResult): SessionPlotShapes {
  const { requests } = result;
  const total = requests.at(-1)?.cumulativeCost ?? 0;
  const priced = result.price !== null && requests.length > 0;
  return {
    bars: tokenBarPaths(requests),
    costLine: priced ? costLinePoints(requests, total) : '',
  };
}
