import { expect, type Locator, type Page } from '@playwright/test';
import {
  createDefaultPlaygroundState,
  PLAYGROUND_STATE_VERSION,
  type PlaygroundState,
} from '../../src/core/index';

/** Product-language helpers for the prompt preview and the token meter. */

/** The meter's total: the element named "Total tokens" whose text is just the number. */
export function totalTokens(page: Page): Locator {
  return page.getByLabel('Total tokens', { exact: true });
}

/** Waits until the meter shows settled figures for the current prompt and returns the total. */
export async function readTokenTotal(page: Page): Promise<number> {
  const total = totalTokens(page);
  const status = page.getByRole('region', { name: 'Token meter' }).locator('.meter-status').first();
  await expect(total, `meter status: ${await status.textContent().catch(() => '?')}`).toHaveText(
    /^\d+$/,
    // The first figure may wait for a vocabulary download (Gemini's is 2.7 MB).
    { timeout: 45_000 },
  );
  await expect(total).toHaveAttribute('data-stale', 'false');
  return Number(await total.textContent());
}

/** Waits until the settled total differs from `previous`, and returns it. */
export async function nextTokenTotal(page: Page, previous: number): Promise<number> {
  // The poll's callback must not throw: expect.poll gives up at the first exception, and a
  // recount may stay "stale" for longer than one read's patience on a loaded machine.
  await expect
    .poll(
      async () => {
        const total = await settledTokenTotal(page);
        return total !== null && total !== previous;
      },
      { timeout: 45_000 },
    )
    .toBe(true);
  return readTokenTotal(page);
}

/**
 * The meter's total when it is settled (a number, not marked stale), else null. Never throws,
 * so it suits `expect.poll` (which stops at the first throw) over a long recovery.
 */
export async function settledTokenTotal(page: Page): Promise<number | null> {
  const total = totalTokens(page);
  const [text, stale] = await Promise.all([
    total.textContent({ timeout: 1_000 }).catch(() => null),
    total.getAttribute('data-stale', { timeout: 1_000 }).catch(() => null),
  ]);
  return text && /^\d+$/.test(text) && stale === 'false' ? Number(text) : null;
}

/** The meter table's rows as `{ title, tokens }`, plus the total row's figure. */
export async function meterRows(page: Page) {
  const table = page.getByRole('table', { name: /Tokens per section/ });
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      title: tr.querySelector('th')?.textContent?.replace(/^\d+/, '').trim() ?? '',
      tokens: Number(tr.querySelector('td')?.textContent),
    })),
  );
  const footer = Number(await table.locator('tfoot td').first().textContent());
  return { rows, footer };
}

/** Selects a tab of the prompt panel ("System prompt", "First message", "Warnings"). */
export async function openPromptTab(page: Page, name: string | RegExp): Promise<void> {
  const tab = page.getByRole('tablist', { name: 'Prompt views' }).getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** The whole system prompt text, read from the preview's plain-text view. */
export async function promptText(page: Page): Promise<string> {
  await openPromptTab(page, 'System prompt');
  await page.getByRole('checkbox', { name: 'Plain text' }).check();
  return (await page.getByTestId('prompt-text').textContent()) ?? '';
}

/** The Markdown heading lines (`#`, `##`, …) of the prompt shown in the preview. */
export async function sectionHeadingsInPreview(page: Page): Promise<string[]> {
  return (await promptText(page)).split('\n').filter((line) => /^#{1,6} /.test(line));
}

/** The section names listed in the preview's outline. */
export async function outlineSections(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Prompt outline' })
    .getByRole('button')
    .allTextContents();
}

/**
 * Seeds the saved configuration before the app loads (once per page, so reloads keep edits).
 * `version` starts from that CLI version's defaults (specs of 2026-02 behaviour pass '2026-02').
 */
export async function seedConfig(
  page: Page,
  edit: (state: PlaygroundState) => void = () => {},
  version?: PlaygroundState['gemini']['cliVersion'],
): Promise<void> {
  const state = createDefaultPlaygroundState(version);
  edit(state);
  const saved = JSON.stringify({ version: PLAYGROUND_STATE_VERSION, state });
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    localStorage.setItem('promptscope:config', value);
    sessionStorage.setItem('e2e-seeded', '1');
  }, saved);
}
