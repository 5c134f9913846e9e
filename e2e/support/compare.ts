import { expect, type Locator, type Page } from '@playwright/test';

/** Product-language helpers for snapshots and the compare view. */

/** Waits (generously: the first count loads the encoding) until the meter shows a total. */
export async function waitForFirstCount(page: Page): Promise<void> {
  await expect(page.getByLabel('Total tokens', { exact: true })).toHaveText(/^\d+$/, {
    timeout: 60_000,
  });
}

/** Saves a snapshot through the header button; returns the name it was saved under. */
export async function saveSnapshot(page: Page, name?: string): Promise<string> {
  await page.getByTestId('save-snapshot').click();
  const dialog = page.getByTestId('save-snapshot-dialog');
  const field = dialog.getByTestId('snapshot-name');
  if (name !== undefined) await field.fill(name);
  const saved = await field.inputValue();
  await dialog.getByTestId('confirm-save-snapshot').click();
  await expect(dialog).toBeHidden();
  return saved;
}

/** Switches to the Compare view. */
export async function openCompare(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: 'Compare' })
    .click();
  const view = page.getByTestId('compare-view');
  await expect(view).toBeVisible();
  return view;
}

/** Switches back to the System prompt view. */
export async function openPromptView(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: 'System prompt' })
    .click();
}

/** The compare table's settled rows: title (pill text removed), A, B, change, presence. */
export async function compareRows(page: Page) {
  const table = page.getByTestId('compare-table');
  // The first count loads the encoding in the worker: allow for a slow, busy machine.
  await expect(table).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '');
      const pill = tr.querySelector('.presence-pill')?.textContent ?? '';
      const title = (tr.querySelector('th')?.textContent ?? '').replace(pill, '').trim();
      const num = (text: string) => (/^\d/.test(text) ? Number(text.replace(/,/g, '')) : null);
      return {
        title,
        a: num(cells[0] ?? ''),
        b: num(cells[1] ?? ''),
        change: cells[2] ?? '',
        presence: pill,
      };
    }),
  );
  const total = async (id: string) =>
    Number(((await page.getByTestId(id).textContent()) ?? '').replace(/,/g, ''));
  return { rows, totalA: await total('compare-total-a'), totalB: await total('compare-total-b') };
}

/** The cached-prefix figures shown for A vs B. */
export async function prefixFigures(page: Page) {
  const box = page.getByTestId('prefix-figures');
  const read = async (id: string) => {
    const node = box.getByTestId(id);
    return (await node.count()) === 0
      ? null
      : Number(((await node.textContent()) ?? '').replace(/,/g, ''));
  };
  return {
    tokens: await read('prefix-tokens'),
    offset: await read('prefix-offset'),
    restA: await read('prefix-rest-a'),
    restB: await read('prefix-rest-b'),
  };
}

/** Creates the comparison link and returns it. */
export async function comparisonLink(page: Page): Promise<string> {
  await page.getByTestId('share-comparison').click();
  return page.getByTestId('comparison-link').inputValue();
}

/** Picks what side A and side B show, by the option text of the pickers. */
export async function pickSources(page: Page, a: string, b: string): Promise<void> {
  await page.getByTestId('compare-source-a').selectOption({ label: a });
  await page.getByTestId('compare-source-b').selectOption({ label: b });
}

/** The settings diff as `setting: A → B` lines. */
export async function settingsDiffLines(page: Page): Promise<string[]> {
  const list = page.getByTestId('settings-diff');
  await expect(list).toBeVisible();
  return list.locator('li').evaluateAll((items) =>
    items.map((li) => {
      const part = (name: string) => li.querySelector(`.settings-diff-${name}`)?.textContent ?? '';
      return `${part('name')}: ${part('a')} → ${part('b')}`;
    }),
  );
}

/** The first lines of one side of a compare diff editor (`original` = A, `modified` = B). */
export async function diffSideText(
  page: Page,
  testId: string,
  side: 'original' | 'modified',
): Promise<string> {
  const host = page.getByTestId(testId);
  await expect(host).toHaveAttribute('data-editor-ready', 'true', { timeout: 60_000 });
  // The side's own lines; an inline diff also shows removed lines in view zones (.view-lines).
  const lines = host.locator(`.editor.${side} .lines-content > .view-lines`);
  await expect(lines).not.toHaveText('');
  return (await lines.innerText()).replace(/\u00a0/g, ' ');
}
