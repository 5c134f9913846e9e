import { describe, expect, it } from 'vitest';
import { nextTask, slicedPause } from './slicedPause';

describe('slicedPause', () => {
  it('takes the pause first, then only once the slice has passed; in between asks `still`', async () => {
    let clock = 0;
    let pauses = 0;
    let going = true;
    const pause = slicedPause(
      () => Promise.resolve(++pauses > 0 && going),
      () => going,
      8,
      () => clock,
    );
    expect(await pause()).toBe(true);
    expect(pauses).toBe(1);
    clock = 5;
    expect(await pause()).toBe(true);
    expect(pauses).toBe(1);
    going = false;
    expect(await pause()).toBe(false);
    expect(pauses).toBe(1);
    going = true;
    clock = 8;
    expect(await pause()).toBe(true);
    expect(pauses).toBe(2);
    // The slice counts from the end of the last pause.
    clock = 15;
    expect(await pause()).toBe(true);
    expect(pauses).toBe(2);
    clock = 16;
    going = false;
    expect(await pause()).toBe(false);
    expect(pauses).toBe(3);
  });
});

describe('nextTask', () => {
  it('resolves after the tasks already queued, each waiter once and in order', async () => {
    const seen: string[] = [];
    setTimeout(() => seen.push('timer'), 0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const a = nextTask().then(() => seen.push('a'));
    const b = nextTask().then(() => seen.push('b'));
    seen.push('sync');
    await Promise.all([a, b]);
    expect(seen).toEqual(['timer', 'sync', 'a', 'b']);
  });
});
