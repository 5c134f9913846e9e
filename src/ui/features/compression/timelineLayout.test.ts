import { describe, expect, it } from 'vitest';
import { toColumns, type TimelineRow } from '../../../workers/compression/protocol';
import {
  barPercent,
  maxRowSize,
  shareBefore,
  targetRowIndex,
  visibleWindow,
} from './timelineLayout';

const row = (chars: number, tokens = chars / 4): TimelineRow => ({
  role: 'user',
  kind: 'text',
  label: '',
  chars,
  originalChars: chars,
  tokens,
  originalTokens: tokens,
  validSplit: true,
  truncated: false,
});

describe('targetRowIndex', () => {
  it.each([
    [[10, 10, 10, 10], 28, 2],
    [[10, 10, 10, 10], 30, 2],
    [[10, 10, 10, 10], 31, 3],
    [[100], 70, 0],
    [[], 0, -1],
  ])('rows %j, target %d → row %d', (sizes, target, expected) => {
    // The line sits at the end of the row whose running total first reaches the target (>=).
    expect(targetRowIndex(toColumns(sizes.map((n) => row(n))), target)).toBe(expected);
  });
});

describe('bar sizes', () => {
  it('scale against the largest row on the chosen unit', () => {
    const rows = toColumns([row(400, 10), row(100, 90)]);
    expect(maxRowSize(rows, 'chars')).toBe(400);
    expect(maxRowSize(rows, 'tokens')).toBe(90);
    expect(maxRowSize(toColumns([]), 'chars')).toBe(1);
  });

  it('keep tiny messages visible and cap at 100%', () => {
    expect(barPercent(0, 1000)).toBe(0.5);
    expect(barPercent(500, 1000)).toBe(50);
    expect(barPercent(2000, 1000)).toBe(100);
  });

  it('report the summarised share on either unit', () => {
    const rows = toColumns([row(300, 10), row(100, 30)]);
    expect(shareBefore(rows, 1, 'chars')).toBeCloseTo(0.75);
    expect(shareBefore(rows, 1, 'tokens')).toBeCloseTo(0.25);
    expect(shareBefore(toColumns([]), 0, 'chars')).toBe(0);
  });
});

describe('visibleWindow', () => {
  it('renders only the rows in view plus the overscan', () => {
    // 10,000 rows must never mean 10,000 DOM nodes.
    expect(visibleWindow(26 * 5000, 520, 26, 10_000, 8)).toEqual({ start: 4992, end: 5028 });
  });

  it('clamps at both ends', () => {
    expect(visibleWindow(0, 520, 26, 10, 8)).toEqual({ start: 0, end: 10 });
  });
});
