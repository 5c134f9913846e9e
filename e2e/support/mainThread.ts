import type { Browser, Page } from '@playwright/test';

/** One main-thread task of the page: how long it took, and how much of that was CPU work. */
export interface MainThreadTask {
  /** Wall-clock duration, in ms (grows with the machine's load). */
  wallMs: number;
  /** The main thread's CPU time in the task, in ms (what the page itself spent). */
  cpuMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Runs `action` while Chromium traces the page and returns the page's main-thread tasks
 * longer than 50 ms (wall clock). A task's CPU time does not grow when other processes
 * share the machine, so limits on it hold on a busy CI runner as on a quiet laptop.
 */
export async function mainThreadTasksDuring(
  browser: Browser,
  page: Page,
  action: () => Promise<void>,
): Promise<MainThreadTask[]> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  let trace: Buffer;
  try {
    await action();
  } finally {
    // Stopped on failure too, so the browser is left as found.
    trace = await browser.stopTracing();
  }
  const parsed = JSON.parse(trace.toString('utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && mainThreads.has(`${e.pid}:${e.tid}`),
  );
  // A trace without the page's tasks would let any limit pass unseen.
  if (tasks.length === 0) throw new Error('the trace holds no main-thread task of the page');
  return tasks
    .filter((e) => (e.dur ?? 0) > 50_000)
    .map((e) => ({ wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? 0) / 1000 }));
}

/** Waits until the page has run no main-thread task over 50 ms for `quietMs`. */
export async function waitForQuietMainThread(page: Page, quietMs = 1500): Promise<void> {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let last = performance.now();
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime + entry.duration;
        });
        observer.observe({ type: 'longtask' });
        const check = () => {
          if (performance.now() - last >= quiet) {
            observer.disconnect();
            resolve();
          } else setTimeout(check, 250);
        };
        setTimeout(check, 250);
      }),
    quietMs,
  );
}

/**
 * From the next page load on (reloads included), the page keeps the length of every
 * main-thread task over 50 ms in `window.__longTasks`, from its very first script on.
 */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The longest main-thread task of the page since it loaded, in ms (0 when none was over 50). */
export async function longestTaskMs(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(0, ...((window as unknown as { __longTasks?: number[] }).__longTasks ?? [])),
  );
}
