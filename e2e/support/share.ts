import { readFile } from 'node:fs/promises';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import {
  createDefaultPlaygroundState,
  encodeShareState,
  type PlaygroundState,
} from '../../src/core/index';

/** Product-language helpers for share links, opening links and files, and exports. */

/** The share dialog. */
export function shareDialog(page: Page): Locator {
  return page.getByTestId('share-dialog');
}

/** Clicks Share and returns the dialog (it has already tried to copy the link). */
export async function openShareDialog(page: Page): Promise<Locator> {
  await page.getByTestId('share-button').click();
  const dialog = shareDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Shares the current configuration: returns the link shown in the dialog, then closes it. */
export async function shareCurrentConfig(page: Page): Promise<string> {
  const dialog = await openShareDialog(page);
  const link = await dialog.getByLabel('Share link').inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return link;
}

/** A share fragment (`/#s=…`) for a configuration edited from the defaults. */
export function shareFragmentFor(edit: (state: PlaygroundState) => void): string {
  const state = createDefaultPlaygroundState();
  edit(state);
  return `/#s=${encodeShareState(state)}`;
}

/** Opens a share link in the current tab the way a user does: by changing the address. */
export async function openShareLink(page: Page, link: string): Promise<void> {
  const hash = link.slice(link.indexOf('#'));
  await page.evaluate((fragment) => {
    window.location.hash = fragment;
  }, hash);
}

/** The banner that reports what happened to the last link or file. */
export function linkStatus(page: Page): Locator {
  return page.getByTestId('link-status');
}

/** The question asked before a link replaces unsaved work. */
export function openLinkQuestion(page: Page): Locator {
  return page.getByRole('alertdialog', { name: 'Open the shared configuration?' });
}

/** Answers the question: open the shared configuration, or keep the current work. */
export async function answerOpenLink(page: Page, answer: 'open' | 'keep'): Promise<void> {
  const question = openLinkQuestion(page);
  const name = answer === 'open' ? 'Open the shared configuration' : 'Keep my current work';
  await question.getByRole('button', { name }).click();
  await expect(question).toBeHidden();
}

/** Opens the Export menu and chooses an item by its label. */
export async function chooseExport(page: Page, item: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: /^Export ▾/ }).click();
  await page.getByRole('menu', { name: 'Export' }).getByRole('menuitem', { name: item }).click();
}

/** Runs `start` and returns the file it downloads: its suggested name and UTF-8 text. */
export async function downloadOf(
  page: Page,
  start: () => Promise<void>,
): Promise<{ name: string; text: string; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8'), download };
}

/** Opens a `.promptscope.json` file through Export → Open configuration file. */
export async function openConfigFile(page: Page, path: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    chooseExport(page, 'Open configuration file…'),
  ]);
  await chooser.setFiles(path);
}

/** The address bar's fragment (empty once a link has been handled). */
export async function addressFragment(page: Page): Promise<string> {
  return page.evaluate(() => window.location.hash);
}
