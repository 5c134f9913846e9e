/**
 * The static shell's start watch (index.html, `promptscope-start-watch`), run on the page's own
 * markup: a script the start needs that fails, a failed load before the app is on screen, or no
 * app after the wait, is said in words beside the figure with a Reload button.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const PAGE = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const BODY = /<body>([\s\S]*)<\/body>/.exec(PAGE)?.[1] ?? '';
const WATCH =
  /<script id="promptscope-start-watch">([\s\S]*?)<\/script>/.exec(PAGE)?.[1] ?? 'missing();';
const ENTRY = 'http://localhost:3000/assets/index-B1.js';

/** Listeners the script added to the window, removed after each test (one jsdom per worker). */
let added: { type: string; listener: EventListenerOrEventListenerObject; capture: boolean }[] = [];

function loadPage() {
  document.head.innerHTML = `<script type="module" src="${ENTRY}"></script>`;
  document.body.innerHTML = BODY.replace(/<script[\s\S]*?<\/script>/g, '');
  new Function(WATCH)();
}

/** HEAD answers by path: a status, or `null` for no answer at all. */
function answer(statuses: Record<string, number | null>) {
  const fetch = vi.fn((url: string) => {
    const status = statuses[new URL(url).pathname];
    return status === null || status === undefined
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve({ status } as Response);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const problem = () => document.querySelector<HTMLElement>('[data-testid="shell-problem"]');
const entryFails = () => document.head.querySelector('script')!.dispatchEvent(new Event('error'));
const buttons = () => [...(problem()?.querySelectorAll('button') ?? [])].map((b) => b.textContent);

beforeEach(() => {
  added = [];
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
    added.push({ type, listener, capture });
    add(type, listener, options);
  });
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});

afterEach(() => {
  document.head.replaceChildren();
  for (const { type, listener, capture } of added)
    window.removeEventListener(type, listener, capture);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the static shell watches its own start', () => {
  it('says at once that the entry script did not load, keeps the figure and offers Reload', () => {
    answer({});
    loadPage();
    entryFails();
    const box = problem();
    expect(box?.getAttribute('role')).toBe('alert');
    expect(box?.textContent).toContain('a file of its code (assets/index-B1.js) did not load');
    expect(box?.textContent).toContain('Your work saved in this browser is not affected');
    expect(buttons()).toEqual(['Reload']);
    // The figure stays; "Loading…" goes, and the region is no longer marked busy.
    expect(document.getElementById('shell-figure')).not.toBeNull();
    expect(document.getElementById('shell-waiting')?.hidden).toBe(true);
    expect(document.getElementById('static-shell')?.getAttribute('aria-busy')).toBe('false');
  });

  it('tells a missing file from a blocked one by asking the server for the page and the file', async () => {
    answer({ '/': 200, '/assets/index-B1.js': 404 });
    loadPage();
    entryFails();
    await vi.waitFor(() => expect(problem()?.textContent).toContain('is missing from the server'));

    answer({ '/': 200, '/assets/index-B1.js': 200 });
    loadPage();
    entryFails();
    await vi.waitFor(() => expect(problem()?.textContent).toContain('was blocked on its way'));

    answer({ '/': 200, '/assets/index-B1.js': 503 });
    loadPage();
    entryFails();
    await vi.waitFor(() => expect(problem()?.textContent).toContain('(HTTP 503)'));
  });

  it('says offline when the browser says so or the page itself does not answer', async () => {
    const fetch = answer({ '/': null });
    loadPage();
    entryFails();
    await vi.waitFor(() => expect(problem()?.textContent).toContain('this device is offline'));
    expect(fetch).toHaveBeenCalledTimes(1);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    answer({ '/': 200 });
    loadPage();
    entryFails();
    expect(problem()?.textContent).toContain('this device is offline');
  });

  it('reports a failed preload before the app is on screen, naming the file', () => {
    answer({});
    loadPage();
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new TypeError(
        'Failed to fetch dynamically imported module: http://localhost:3000/assets/app-C2.js',
      ),
    });
    window.dispatchEvent(event);
    expect(problem()?.textContent).toContain('(assets/app-C2.js) did not load');
    // The shell only watches: Vite's own handling (and the app's recovery) goes on.
    expect(event.defaultPrevented).toBe(false);
  });

  it('takes over the entry’s report of a start that threw, with its reason', () => {
    answer({});
    loadPage();
    const told = new CustomEvent('promptscope:start-failed', {
      detail: 'root is not defined',
      cancelable: true,
    });
    window.dispatchEvent(told);
    expect(told.defaultPrevented).toBe(true);
    expect(problem()?.textContent).toContain(
      'its code stopped with an error (root is not defined)',
    );
  });

  it('says so when the app has not appeared after the wait, and keeps waiting', () => {
    answer({ '/': 200 });
    loadPage();
    vi.advanceTimersByTime(14_000);
    expect(problem()).toBeNull();
    vi.advanceTimersByTime(1_000);
    expect(problem()?.getAttribute('role')).toBe('status');
    expect(problem()?.textContent).toContain('taking longer than usual to start (15 s so far)');
    expect(buttons()).toEqual(['Reload']);
    // A failure after that is still said, as an alert.
    entryFails();
    expect(problem()?.getAttribute('role')).toBe('alert');
  });

  it('is silent once the app has replaced the shell', () => {
    answer({});
    loadPage();
    document.getElementById('static-shell')!.remove();
    document.body.append(document.createElement('main'));
    entryFails();
    vi.advanceTimersByTime(20_000);
    expect(problem()).toBeNull();
  });

  it('ignores files the start does not wait for (a prefetch hint)', () => {
    answer({});
    loadPage();
    const hint = Object.assign(document.createElement('link'), { rel: 'prefetch' });
    document.head.append(hint);
    hint.dispatchEvent(new Event('error'));
    expect(problem()).toBeNull();
  });

  it('ignores a preloaded text the first render waits for (the app says when one fails)', () => {
    answer({});
    loadPage();
    const text = Object.assign(document.createElement('link'), {
      rel: 'modulepreload',
      href: 'http://localhost:3000/assets/bundle-a.js',
    });
    text.setAttribute('data-text', '');
    document.head.append(text);
    text.dispatchEvent(new Event('error'));
    expect(problem()).toBeNull();
    const code = Object.assign(document.createElement('link'), {
      rel: 'modulepreload',
      href: 'http://localhost:3000/assets/runtime.js',
    });
    document.head.append(code);
    code.dispatchEvent(new Event('error'));
    expect(problem()?.textContent).toContain('(assets/runtime.js)');
  });

  it('offers the saved version where a service worker keeps one this page did not use', async () => {
    answer({});
    vi.stubGlobal('caches', { keys: () => Promise.resolve(['workbox-precache-v2-x']) });
    const worker = (controller: object | null) => ({
      controller,
      getRegistration: () => Promise.resolve({ active: {} }),
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: worker(null),
    });
    try {
      loadPage();
      entryFails();
      await vi.waitFor(() => expect(buttons()).toEqual(['Reload', 'Open the saved version']));
      expect(problem()?.textContent).toContain('keeps the version you used before');

      // A page the worker answered already is the saved version: nothing more to offer.
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: worker({}),
      });
      loadPage();
      entryFails();
      await Promise.resolve();
      await Promise.resolve();
      expect(buttons()).toEqual(['Reload']);
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});
