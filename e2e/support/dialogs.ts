import { expect, type Locator, type Page } from '@playwright/test';

/** Product-language helpers: the dialogs and menus a user opens from the header and views. */

export interface Opened {
  /** What was opened, for messages. */
  name: string;
  /** The open dialog or menu. */
  box: Locator;
}

async function exportItem(page: Page, item: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: /^Export ▾/ }).click();
  await page.getByRole('menu', { name: 'Export' }).getByRole('menuitem', { name: item }).click();
}

/**
 * The dialogs and menus of the System prompt view's header and import bar, each with how to
 * open it. Each is closed with Escape (every one closes that way).
 */
export const DIALOGS: { name: string; open: (page: Page) => Promise<Locator> }[] = [
  {
    name: 'Settings',
    open: async (page) => {
      await page.getByTestId('settings-button').click();
      return page.getByRole('dialog', { name: 'Gemini API settings' });
    },
  },
  {
    name: 'Share',
    open: async (page) => {
      await page.getByTestId('share-button').click();
      return page.getByTestId('share-dialog');
    },
  },
  {
    name: 'Export menu',
    open: async (page) => {
      await page.getByRole('button', { name: /^Export ▾/ }).click();
      return page.getByRole('menu', { name: 'Export' });
    },
  },
  {
    name: 'Shell lines',
    open: async (page) => {
      await exportItem(page, 'Copy shell lines…');
      return page.getByTestId('shell-export-dialog');
    },
  },
  {
    name: 'Gemini API request',
    open: async (page) => {
      await exportItem(page, 'Copy Gemini API request…');
      return page.getByTestId('request-export-dialog');
    },
  },
  {
    name: 'Import system prompt',
    open: async (page) => {
      await page.getByRole('button', { name: 'Import system prompt…' }).click();
      return page.getByTestId('import-dialog');
    },
  },
  {
    name: 'Save snapshot',
    open: async (page) => {
      await page.getByTestId('save-snapshot').click();
      return page.getByTestId('save-snapshot-dialog');
    },
  },
];

/** Opens one of `DIALOGS` and waits until it shows. */
export async function openDialog(page: Page, dialog: (typeof DIALOGS)[number]): Promise<Opened> {
  const box = await dialog.open(page);
  await expect(box).toBeVisible();
  return { name: dialog.name, box };
}

/** Closes what `openDialog` opened (Escape) and waits until it is gone. */
export async function closeDialog(page: Page, opened: Opened): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(opened.box).toBeHidden();
}
