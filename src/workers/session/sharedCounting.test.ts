import { describe, expect, it } from 'vitest';
import { countBatches, type CountElsewhere } from './sharedCounting';

const byLength = (texts: string[]) => texts.map((t) => t.length);
const batches = Array.from({ length: 9 }, (_, b) =>
  Array.from({ length: 3 }, (_, i) => 'x'.repeat(b * 10 + i)),
);
const expected = batches.map(byLength);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A helper that counts like this thread, after a tick, and records what it took. */
function helper(ready: Promise<boolean>, failOn = -1): CountElsewhere & { took: number[] } {
  const took: number[] = [];
  return {
    took,
    ready,
    count: async (texts) => {
      const at = batches.indexOf(texts);
      took.push(at);
      await tick();
      if (at === failOn) throw new Error('lost');
      return byLength(texts);
    },
  };
}

describe('countBatches', () => {
  it('counts every batch in order alone', async () => {
    const done: number[] = [];
    const counts = await countBatches(batches, byLength, null, async (n) => {
      done.push(n);
      return true;
    });
    expect(counts).toEqual(expected);
    expect(done).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('shares the batches with a ready helper, the counts in order', async () => {
    const elsewhere = helper(Promise.resolve(true));
    const here: number[] = [];
    const counts = await countBatches(
      batches,
      (texts) => {
        here.push(batches.indexOf(texts));
        return byLength(texts);
      },
      elsewhere,
      async () => {
        await tick();
        return true;
      },
    );
    expect(counts).toEqual(expected);
    expect(elsewhere.took.length).toBeGreaterThan(0);
    expect(here.length).toBeGreaterThan(0);
    // Each batch counted once, by one side.
    expect([...here, ...elsewhere.took].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('counts here a batch the helper fails on, and the rest without it', async () => {
    const elsewhere = helper(Promise.resolve(true), 1);
    const counts = await countBatches(batches, byLength, elsewhere, async () => {
      await tick();
      return true;
    });
    expect(counts).toEqual(expected);
    expect(elsewhere.took).toContain(1);
  });

  it('does not wait for a helper that is never ready', async () => {
    const never = helper(new Promise<boolean>(() => undefined));
    const counts = await countBatches(batches, byLength, never, async () => true);
    expect(counts).toEqual(expected);
    expect(never.took).toEqual([]);
  });

  it('stops when told to, answering null', async () => {
    let calls = 0;
    const counts = await countBatches(batches, byLength, helper(Promise.resolve(true)), () =>
      Promise.resolve(++calls < 2),
    );
    expect(counts).toBeNull();
  });
});
