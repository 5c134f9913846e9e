/** When an open tab asks whether a new version is out (see updateChecks.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserUpdateCheckEnv,
  scheduleUpdateChecks,
  shouldCheckForUpdate,
  UPDATE_CHECK_EVERY_MS,
  UPDATE_CHECK_GAP_MS,
  type UpdateCheckEnv,
} from './updateChecks';

const MINUTE = 60_000;

/** A tab whose clock, visibility and network the test sets, and whose events it fires. */
function fakeTab() {
  const tab = { now: 1_000_000, visible: true, online: true };
  let tick: (() => void) | null = null;
  let tickEvery = 0;
  let nextTickAt = Infinity;
  let back: (() => void) | null = null;
  const env: UpdateCheckEnv = {
    now: () => tab.now,
    visible: () => tab.visible,
    online: () => tab.online,
    every: (ms, run) => {
      tickEvery = ms;
      nextTickAt = tab.now + ms;
      tick = run;
      return () => (tick = null);
    },
    onReturn: (run) => {
      back = run;
      return () => (back = null);
    },
  };
  const check = vi.fn(() => Promise.resolve());
  const stop = scheduleUpdateChecks(check, env);
  return {
    tab,
    check,
    stop,
    tickEvery: () => tickEvery,
    /** `minutes` pass; the periodic timer fires at each of its periods within them. */
    wait(minutes: number) {
      const end = tab.now + minutes * MINUTE;
      for (; nextTickAt <= end; nextTickAt += tickEvery) {
        tab.now = nextTickAt;
        tick?.();
      }
      tab.now = end;
    },
    comeBack: () => back?.(),
    listening: () => tick !== null || back !== null,
  };
}

describe('update checks', () => {
  it('check when shown, online and a minute after the last check, never otherwise', () => {
    const at = { now: 10 * MINUTE, lastCheckAt: 9 * MINUTE, visible: true, online: true };
    expect(shouldCheckForUpdate(at)).toBe(true);
    expect(shouldCheckForUpdate({ ...at, lastCheckAt: at.now - UPDATE_CHECK_GAP_MS + 1 })).toBe(
      false,
    );
    expect(shouldCheckForUpdate({ ...at, visible: false })).toBe(false);
    expect(shouldCheckForUpdate({ ...at, online: false })).toBe(false);
  });

  it('a tab left open and shown asks every half hour', () => {
    const tab = fakeTab();
    expect(tab.tickEvery()).toBe(UPDATE_CHECK_EVERY_MS);
    expect(UPDATE_CHECK_EVERY_MS).toBe(30 * MINUTE);
    tab.wait(29);
    expect(tab.check).not.toHaveBeenCalled();
    tab.wait(1);
    expect(tab.check).toHaveBeenCalledTimes(1);
    tab.wait(90);
    expect(tab.check).toHaveBeenCalledTimes(4);
  });

  it('asks when the tab comes back, once for a burst of focus changes', () => {
    const tab = fakeTab();
    // Registering has just fetched the worker's script: coming back at once asks nothing.
    tab.comeBack();
    expect(tab.check).not.toHaveBeenCalled();
    tab.wait(5);
    tab.comeBack();
    tab.comeBack();
    tab.wait(0.5);
    tab.comeBack();
    expect(tab.check).toHaveBeenCalledTimes(1);
    tab.wait(1);
    tab.comeBack();
    expect(tab.check).toHaveBeenCalledTimes(2);
  });

  it('a hidden or offline tab never asks, and asks as soon as it is back', () => {
    const tab = fakeTab();
    tab.tab.visible = false;
    tab.wait(120);
    expect(tab.check).not.toHaveBeenCalled();
    tab.tab.visible = true;
    tab.tab.online = false;
    tab.comeBack();
    tab.wait(30);
    expect(tab.check).not.toHaveBeenCalled();
    tab.tab.online = true;
    tab.comeBack();
    expect(tab.check).toHaveBeenCalledTimes(1);
  });

  it('a failed check changes nothing: the next one is asked on time', async () => {
    const tab = fakeTab();
    tab.check.mockImplementationOnce(() => Promise.reject(new Error('offline after all')));
    tab.wait(30);
    await Promise.resolve();
    tab.wait(30);
    expect(tab.check).toHaveBeenCalledTimes(2);
  });

  it('stops asking when stopped', () => {
    const tab = fakeTab();
    tab.stop();
    expect(tab.listening()).toBe(false);
  });
});

describe('update checks in the browser', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('come from focus, the page shown again, the network back and the half-hour timer', () => {
    vi.useFakeTimers();
    const check = vi.fn(() => Promise.resolve());
    const stop = scheduleUpdateChecks(check, browserUpdateCheckEnv());
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const later = (ms: number) => vi.advanceTimersByTime(ms);

    later(2 * MINUTE);
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(1);
    later(2 * MINUTE);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(2);
    later(2 * MINUTE);
    window.dispatchEvent(new Event('online'));
    expect(check).toHaveBeenCalledTimes(3);
    later(UPDATE_CHECK_EVERY_MS);
    expect(check).toHaveBeenCalledTimes(4);

    stop();
    later(2 * UPDATE_CHECK_EVERY_MS);
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(4);
  });
});
