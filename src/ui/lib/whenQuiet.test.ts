import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from './whenQuiet';

describe('whenQuiet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const press = (target: EventTarget, type = 'keydown') => target.dispatchEvent(new Event(type));

  it('runs once the page has been left alone for the quiet time', () => {
    const target = new EventTarget();
    const work = vi.fn();
    whenQuiet(work, 5_000, target);
    vi.advanceTimersByTime(4_900);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    vi.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits while the user keeps typing, clicking or scrolling, then runs once', () => {
    const target = new EventTarget();
    const work = vi.fn();
    whenQuiet(work, 5_000, target);
    const inputs = ['keydown', 'pointerdown', 'input', 'wheel'];
    for (let second = 0; second < 20; second++) {
      vi.advanceTimersByTime(1_000);
      press(target, inputs[second % inputs.length]);
    }
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_100);
    vi.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledTimes(1);
    press(target);
    vi.advanceTimersByTime(60_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('counts reported activity as work, like input, and stops listening once run', () => {
    const target = new EventTarget();
    const work = vi.fn();
    let notify: (() => void) | null = null;
    const unsubscribe = vi.fn(() => {
      notify = null;
    });
    whenQuiet(work, 5_000, target, (onActivity) => {
      notify = onActivity;
      return unsubscribe;
    });
    for (let second = 0; second < 8; second++) {
      vi.advanceTimersByTime(1_000);
      notify!();
    }
    vi.advanceTimersByTime(4_900);
    vi.runOnlyPendingTimers();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    vi.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledTimes(1);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const target = new EventTarget();
    const work = vi.fn();
    const cancel = whenQuiet(work, 1_000, target);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(work).not.toHaveBeenCalled();
  });
});
