import { expect, type Page } from '@playwright/test';

/** Product-language helpers for keyboard use: editors, focus, undo. */

/** Puts the keyboard focus into an editor the way Tab does (no click, so no "entering"). */
export async function tabIntoEditor(page: Page, testId: string): Promise<void> {
  // Monaco takes keyboard input in `.native-edit-context` (EditContext API) or its textarea.
  await page
    .getByTestId(testId)
    .locator('.native-edit-context, textarea:not([tabindex="-1"])')
    .first()
    .focus();
  await expect(editorHint(page, testId)).toBeVisible();
}

/** The hint a focused editor shows about what Tab does. */
export function editorHint(page: Page, testId: string) {
  return page.getByTestId(testId).locator('.monaco-keyhint');
}

/** True when the keyboard focus is inside the editor with this test id. */
export async function focusIsInEditor(page: Page, testId: string): Promise<boolean> {
  return page
    .getByTestId(testId)
    .evaluate((host) => host.contains(document.activeElement) && document.activeElement !== host);
}

/** The text of a Monaco editor as its model holds it (read from the rendered lines). */
export async function editorText(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).locator('.view-lines').innerText()).replace(
    /\u00a0/g,
    ' ',
  );
}

/** Presses the platform's undo shortcut. */
export async function pressUndo(page: Page): Promise<void> {
  await page.keyboard.press('Control+z');
}

/** Clicks the header's Undo button. */
export async function clickUndo(page: Page): Promise<void> {
  await page
    .getByRole('group', { name: 'Undo and redo' })
    .getByRole('button', { name: /Undo/ })
    .click();
}
