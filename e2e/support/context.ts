import { expect, type Locator, type Page } from '@playwright/test';
import { waitForEditor } from './app';

/** Product-language helpers for the "Turn & context" view. */

/** The default workspace's working directory. */
export const PROJECT_DIR = '/home/dev/projects/acme-api';

/** Switches to a view by its tab label ("System prompt", "Turn & context", …). */
export async function openView(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: label })
    .click();
}

/** Opens the "Turn & context" view and waits for the full turn request. */
export async function openContextView(page: Page): Promise<void> {
  await openView(page, 'Turn & context');
  // The view's code loads on first use: seconds on a loaded machine (as `showView` allows).
  await expect(page.getByRole('heading', { name: 'Full turn request', level: 2 })).toBeVisible({
    timeout: 30_000,
  });
}

/** A group of the inputs pane (memory, this turn, IDE, hooks, skills, history), opened. */
export async function contextGroup(page: Page, testId: string): Promise<Locator> {
  const group = page.getByTestId(testId);
  if ((await group.getAttribute('open')) === null) await group.locator('summary').first().click();
  await expect(group).toHaveAttribute('open', '');
  return group;
}

/** Adds a file to the workspace from the memory panel and types its content in the editor. */
export async function addWorkspaceFile(page: Page, path: string, content: string): Promise<void> {
  const memory = await contextGroup(page, 'memory-panel');
  await memory.getByLabel('New file path').fill(path);
  await memory.getByRole('button', { name: 'Add file' }).click();
  await expect(memory.getByRole('strong').filter({ hasText: path })).toBeVisible();
  await waitForEditor(page, 'memory-file-editor');
  await page.getByTestId('memory-file-editor').locator('.monaco-editor').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(content);
}

/** The list of discovered memory files. */
export function memoryFiles(page: Page): Locator {
  return page.getByTestId('memory-files');
}

/** Types the user's message of this turn. */
export async function typeTurn(page: Page, text: string): Promise<void> {
  const composer = await contextGroup(page, 'turn-composer');
  await composer.getByLabel(/Your message/).fill(text);
}

/** This turn's user message inside the full request. */
export function requestThisTurn(page: Page): Locator {
  return page.getByTestId('request-this-turn');
}

/** The System prompt view's prompt as plain text (the preview's "Plain text" switch). */
export async function systemPromptText(page: Page): Promise<Locator> {
  await openView(page, 'System prompt');
  await page.getByRole('checkbox', { name: 'Plain text' }).check();
  return page.getByTestId('prompt-text');
}
