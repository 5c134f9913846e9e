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
      // Keep the app from saving over the seeded text while the page unloads.
      window.addEventListener('pagehide', () => localStorage.setItem(key!, value!), { once: true });
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

/** Waits until the saved configuration satisfies `check` (saves run shortly after edits). */
export async function expectSaved(page: Page, check: (raw: string) => boolean): Promise<void> {
  await expect
    .poll(async () => check((await storedValue(page, CONFIG_KEY)) ?? ''), {
      timeout: 15_000,
    })
    .toBe(true);
}
