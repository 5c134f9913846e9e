/**
 * A lazy view whose code no longer loads reloads the page once, but never a tab whose work
 * could not be saved first: the view's own error (with its Reload button) shows instead.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let withdraw: (() => void) | null = null;
/** The listeners the recovery added, removed after each test (one jsdom per test worker). */
let listeners: [string, EventListenerOrEventListenerObject][] = [];

beforeEach(() => {
  vi.resetModules();
  listeners = [];
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener]);
    add(type, listener, options);
  });
});
afterEach(() => {
  for (const [type, listener] of listeners) window.removeEventListener(type, listener);
  withdraw?.();
  withdraw = null;
  vi.restoreAllMocks();
});

/** Starts the recovery with a saver that answers `saved`; returns the chunk failure to fire. */
async function start(saved: boolean) {
  const { provideSaveBeforeReload } = await import('../store/saveBeforeReload');
  const { installPreloadRecovery } = await import('./preloadRecovery');
  const save = vi.fn(() => saved);
  withdraw = provideSaveBeforeReload(save);
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  installPreloadRecovery();
  const chunkFails = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    return event;
  };
  return { save, reload, chunkFails };
}

describe('chunk failure recovery', () => {
  it('saves the work, then reloads once', async () => {
    const { save, reload, chunkFails } = await start(true);
    expect(chunkFails().defaultPrevented).toBe(true);
    expect(save).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload a tab whose work could not be saved: the error goes to the view', async () => {
    const { save, reload, chunkFails } = await start(false);
    expect(chunkFails().defaultPrevented).toBe(false);
    expect(save).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it("offline, never reloads into the browser's offline page: the view says it, and a failure once online still reloads", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { save, reload, chunkFails } = await start(true);
    expect(chunkFails().defaultPrevented).toBe(false);
    expect(chunkFails().defaultPrevented).toBe(false);
    expect(save).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    expect(chunkFails().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});
