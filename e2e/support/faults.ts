import { expect, type Page } from '@playwright/test';

/** Product-language helpers for the fault specs: notices, saved data, CSP and workers. */

export const CONFIG_KEY = 'promptscope:config';
export const BACKUP_KEY = 'promptscope:config-backups';
/** A key shaped like a real Google API key (AIza + 35 characters). */
export const SECRET_KEY = `AIza${'SyFaKe0'.repeat(5)}`;

/** Records every Content-Security-Policy violation of the page (read with `cspViolations`). */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (e) => {
      list.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

/** The notice whose text matches `text`. */
export function notice(page: Page, text: string | RegExp) {
  return page.getByTestId('notice').filter({ hasText: text });
}

/** Writes raw text as the saved configuration and reloads, as a damaged save would look. */
export async function reloadWithSavedText(page: Page, raw: string): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      // Keep the app from saving over the seeded text while the page unloads (it saves on
      // pagehide and again when the page turns hidden, which comes after).
      const seed = () => localStorage.setItem(key!, value!);
      window.addEventListener('pagehide', seed);
      document.addEventListener('visibilitychange', seed);
      localStorage.setItem(key!, value!);
    },
    [CONFIG_KEY, raw],
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Promptscope', level: 1 })).toBeVisible();
}

export async function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/**
 * Waits until the saved configuration holds `text` and is at least `minLength` characters long.
 * The check runs in the page: a 4 MB saved text is not copied to the test at every poll.
 */
export async function expectSaved(page: Page, text: string, minLength = 0): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([key, wanted, least]) => {
            const raw = localStorage.getItem(key) ?? '';
            return raw.length >= least && raw.includes(wanted);
          },
          [CONFIG_KEY, text, minLength] as const,
        ),
      {
        message: `the saved configuration holds ${JSON.stringify(text.slice(0, 40))}`,
        timeout: 30_000,
      },
    )
    .toBe(true);
}

/** What to do to the token counter: close itself, hang in a loop, or throw an uncaught error. */
export type CounterFault = 'killed' | 'stuck' | 'crashed';

/**
 * Waits until the counter has set up the Gemini vocabulary it loads in the background after
 * the first figures (it stores the file in Cache Storage once it is parsed). Until then the
 * client gives a silent worker a minute, not the usual 12 s (src/workers/tokenCount/client.ts
 * WORKER_FIRST_LOAD_LIMIT_MS), so a fault injected at a random moment made the wait random.
 */
export async function waitForVocabularySetUp(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!(await caches.has('promptscope-vocabulary'))) return false;
          return (await (await caches.open('promptscope-vocabulary')).keys()).length > 0;
        }),
      { message: 'the Gemini vocabulary is set up', timeout: 60_000 },
    )
    .toBe(true);
}

/** Breaks the page's token-count worker the way `fault` says (it acts right after this call). */
export async function breakTokenCounter(page: Page, fault: CounterFault): Promise<void> {
  // The counter starts a moment after the first figures when they come from known counts.
  await breakWorker(page, 'tokenCount', fault);
}

/** Breaks the page's compression worker the way `fault` says (it acts right after this call). */
export async function breakCompressionWorker(page: Page, fault: CounterFault): Promise<void> {
  await breakWorker(page, 'compression', fault);
}

async function breakWorker(page: Page, urlPart: string, fault: CounterFault): Promise<void> {
  const isIt = (w: { url(): string }) => w.url().includes(urlPart);
  await expect
    .poll(() => page.workers().some(isIt), {
      message: `the ${urlPart} worker is running`,
      timeout: 30_000,
    })
    .toBe(true);
  const target = page.workers().find(isIt);
  // Scheduled in the worker, so the evaluation itself returns before the fault.
  await target!.evaluate((what) => {
    setTimeout(() => {
      if (what === 'killed') self.close();
      if (what === 'crashed') throw new Error('fault injected by the e2e test');
      if (what === 'stuck') for (;;);
    }, 0);
  }, fault);
}

/** The notice saying the compression worker was restarted (or could not be). */
export function compressionWorkerNotice(page: Page) {
  return page.getByTestId('compression-worker-notice');
}

/** The notice saying the token counter was restarted. */
export function counterRestartedNotice(page: Page) {
  return page.getByTestId('counter-restarted');
}

/** The meter's settled total or null; never throws (see e2e/support/meter.ts). */
export { settledTokenTotal } from './meter';
