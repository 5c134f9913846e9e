import { describe, expect, it } from 'vitest';
import { movePaneSeparator } from './paneSizes';

const MINS = [14, 20, 14];

describe('movePaneSeparator', () => {
  it('moves the boundary between the two neighbours only', () => {
    expect(movePaneSeparator([26, 44, 30], MINS, 0, 5)).toEqual([31, 39, 30]);
    expect(movePaneSeparator([26, 44, 30], MINS, 1, -5)).toEqual([26, 39, 35]);
  });

  it('stops each neighbour at its minimum', () => {
    expect(movePaneSeparator([26, 44, 30], MINS, 0, -100)).toEqual([14, 56, 30]);
    expect(movePaneSeparator([26, 44, 30], MINS, 0, 100)).toEqual([50, 20, 30]);
    expect(movePaneSeparator([26, 44, 30], MINS, 1, 100)).toEqual([26, 60, 14]);
  });

  it('keeps the row total', () => {
    const moved = movePaneSeparator([26, 44, 30], MINS, 0, 3.333333);
    expect(moved.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 5);
  });

  it('ignores a separator that does not exist and a delta that is not a number', () => {
    expect(movePaneSeparator([26, 44, 30], MINS, 2, 5)).toEqual([26, 44, 30]);
    expect(movePaneSeparator([26, 44, 30], MINS, 0, Number.NaN)).toEqual([26, 44, 30]);
  });
});
