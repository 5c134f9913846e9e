import { describe, expect, it } from 'vitest';
import type { SessionRequest } from './types';
import {
  costLinePoints,
  DATA_WIDTH,
  tokenBarPaths,
  unionOfSpans,
  type BarSeries,
} from './plotShapes';
import { PLOT_PAD, r1, xAt, yAt } from './plotGeometry';

/**
 * `n` requests as a session makes them: each request's input is the previous one's with its
 * output and a new message added, cut back every 700 (as compression does).
 */
function requests(n: number): SessionRequest[] {
  let cumulativeCost = 0;
  let inputTokens = 0;
  let outputTokens = 0;
  return Array.from({ length: n }, (_, index) => {
    const restart = index % 700 === 0;
    inputTokens = restart ? 20_000 : inputTokens + outputTokens + 100 + (index % 7) * 50;
    const cachedTokens = restart ? 0 : inputTokens - 400 - (index % 5) * 300;
    outputTokens = index % 11 === 0 ? 0 : 200 + (index % 13) * 40;
    cumulativeCost += inputTokens / 1e6;
    return {
      index,
      kind: 'turn',
      answerIndex: index,
      model: 'm',
      inputTokens,
      sharedPrefixTokens: cachedTokens,
      cachedTokens,
      outputTokens,
      outputSource: 'estimated',
      cost: null,
      cumulativeCost,
    };
  });
}

interface Rect {
  x: number;
  width: number;
  top: number;
  bottom: number;
}

/** The rectangles of a bar path (`M x y h w v h h -w z` each). */
function rects(path: string): Rect[] {
  return [...path.matchAll(/M([\d.]+) ([\d.]+)h([\d.]+)v([\d.]+)h-([\d.]+)z/g)].map((m) => ({
    x: Number(m[1]),
    top: Number(m[2]),
    width: Number(m[3]),
    bottom: Number(m[2]) + Number(m[4]),
  }));
}

/** The rectangles (sorted by x) starting at the last x at or before `x`. */
function startingBefore(sorted: Rect[], x: number): Rect[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as Rect).x <= x) lo = mid + 1;
    else hi = mid;
  }
  const at = sorted[lo - 1]?.x;
  return sorted.filter((d) => d.x === at);
}

const SPANS: Record<BarSeries, (r: SessionRequest) => [number, number]> = {
  cached: (r) => [0, r.cachedTokens],
  uncached: (r) => [r.cachedTokens, r.inputTokens],
  output: (r) => [r.inputTokens, r.inputTokens + r.outputTokens],
};

describe('unionOfSpans', () => {
  it('joins spans across gaps up to the one given', () => {
    expect(
      unionOfSpans(
        [
          [0, 2],
          [2.4, 3],
          [4, 5],
        ],
        0.5,
      ),
    ).toEqual([
      [0, 3],
      [4, 5],
    ]);
  });

  it('joins overlapping and touching spans, drops empty ones and sorts', () => {
    expect(
      unionOfSpans([
        [5, 9],
        [0, 2],
        [2, 3],
        [7, 12],
        [20, 20],
        [15, 16],
      ]),
    ).toEqual([
      [0, 3],
      [5, 12],
      [15, 16],
    ]);
  });
});

describe('tokenBarPaths', () => {
  it('draws one rectangle per request and series while requests are a unit or more apart', () => {
    const few = requests(200);
    const { paths } = tokenBarPaths(few);
    for (const key of ['cached', 'uncached', 'output'] as const) {
      const nonEmpty = few.filter((r) => SPANS[key](r)[1] > SPANS[key](r)[0]);
      expect(rects(paths[key])).toHaveLength(nonEmpty.length);
    }
  });

  it('groups requests narrower than a unit, covering every request’s own bar', () => {
    const many = requests(3_500);
    const { paths, max } = tokenBarPaths(many);
    const step = DATA_WIDTH / many.length;
    const uncovered: string[] = [];
    for (const key of ['cached', 'uncached', 'output'] as const) {
      const drawn = rects(paths[key]).sort((a, b) => a.x - b.x);
      // About one shape per unit of width, not one per request.
      expect(drawn.length).toBeLessThan(1.5 * DATA_WIDTH);
      expect(drawn.length).toBeGreaterThan(DATA_WIDTH / 2);
      many.forEach((r, i) => {
        const [from, to] = SPANS[key](r);
        if (to <= from) return;
        const x = PLOT_PAD.left + i * step;
        const top = yAt(to, max);
        const bottom = yAt(from, max);
        const covering = startingBefore(drawn, x + 0.05).find(
          (d) =>
            x + 0.5 <= d.x + d.width + 0.15 && d.top <= top + 0.05 && bottom <= d.bottom + 0.15,
        );
        if (!covering) uncovered.push(`${key} bar of request ${i}`);
      });
    }
    expect(uncovered).toEqual([]);
  });

  it('scales to the largest request', () => {
    const many = requests(3_000);
    expect(tokenBarPaths(many).max).toBe(
      Math.max(...many.map((r) => r.inputTokens + r.outputTokens)),
    );
  });
});

describe('costLinePoints', () => {
  it('gives every request a point while they are a unit or more apart', () => {
    const few = requests(100);
    const total = few.at(-1)?.cumulativeCost ?? 0;
    const points = costLinePoints(few, total).split(' ');
    expect(points).toHaveLength(100);
    expect(points[37]).toBe(`${r1(xAt(37, 100))},${r1(yAt(few[37]?.cumulativeCost ?? 0, total))}`);
  });

  it('keeps each unit’s first and last points of a long session, ending where it ends', () => {
    const many = requests(3_500);
    const total = many.at(-1)?.cumulativeCost ?? 0;
    const points = costLinePoints(many, total).split(' ');
    expect(points.length).toBeLessThanOrEqual(2 * (DATA_WIDTH + 1));
    expect(points[0]).toBe(`${r1(xAt(0, 3_500))},${r1(yAt(many[0]?.cumulativeCost ?? 0, total))}`);
    expect(points.at(-1)).toBe(`${r1(xAt(3_499, 3_500))},${r1(yAt(total, total))}`);
    const xs = points.map((p) => Number(p.split(',')[0]));
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
  });

  it('keeps a group’s lowest and highest points when the line is not monotone', () => {
    const many = requests(3_500).map((r, i) => ({ ...r, cumulativeCost: i === 1_001 ? 99 : 1 }));
    const points = costLinePoints(many, 99);
    expect(points).toContain(`${r1(xAt(1_001, 3_500))},${r1(yAt(99, 99))}`);
  });
});
