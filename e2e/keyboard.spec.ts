import { expect, test } from '@playwright/test';
import { expectCleanRun, openApp, waitForEditor } from './support/app';
import { seedConfig } from './support/meter';
import { openGroup, sectionToggle } from './support/controls';
import {
  clickUndo,
  editorHint,
  editorText,
  focusIsInEditor,
  pressUndo,
  tabIntoEditor,
} from './support/keyboard';
import { promptText } from './support/meter';

test.describe('keyboard use', () => {
  test('Tab leaves an editor unless the user entered it with Enter; Esc gets out again', async ({
    page,
  }) => {
    const watch = await openApp(page);
    await openGroup(page, 'User memory');
    await waitForEditor(page, 'memory-editor');
    const before = await editorText(page, 'memory-editor');

    await tabIntoEditor(page, 'memory-editor');
    await expect(editorHint(page, 'memory-editor')).toContainText('Press Enter to edit');
    await page.keyboard.press('Tab');
    expect(await focusIsInEditor(page, 'memory-editor')).toBe(false);
    expect(await editorText(page, 'memory-editor')).toBe(before);

    await tabIntoEditor(page, 'memory-editor');
    await page.keyboard.press('Enter');
    await expect(editorHint(page, 'memory-editor')).toContainText('Editing: Tab indents');
    await page.keyboard.press('Tab');
    expect(await focusIsInEditor(page, 'memory-editor')).toBe(true);
    await page.keyboard.type('indented');
    await expect.poll(() => editorText(page, 'memory-editor')).toContain('indented');

    await page.keyboard.press('Escape');
    await expect(editorHint(page, 'memory-editor')).toContainText('Press Enter to edit');
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInEditor(page, 'memory-editor')).toBe(false);
    expectCleanRun(watch);
  });

  test('the read-only preview never traps Tab', async ({ page }) => {
    const watch = await openApp(page);
    await waitForEditor(page, 'prompt-editor');
    await tabIntoEditor(page, 'prompt-editor');
    await expect(editorHint(page, 'prompt-editor')).toContainText('Read-only');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focusIsInEditor(page, 'prompt-editor')).toBe(false);
    expectCleanRun(watch);
  });

  test('undo from the button and from Ctrl+Z with the focus on a checkbox', async ({ page }) => {
    // The 2026-02 prompt ends with the Final Reminder, the section this test switches.
    await seedConfig(page, () => {}, '2026-02');
    const watch = await openApp(page);
    const git = await sectionToggle(page, 'Final Reminder');
    await expect(git).toBeChecked();
    await git.click();
    await expect(git).not.toBeChecked();
    expect(await promptText(page)).not.toContain('# Final Reminder');

    await clickUndo(page);
    await expect(git).toBeChecked();
    expect(await promptText(page)).toContain('# Final Reminder');

    await git.click();
    await expect(git).not.toBeChecked();
    await git.focus();
    await pressUndo(page);
    await expect(git).toBeChecked();
    // Redo is shown with its shortcut, and works from a button too.
    const redo = page.getByRole('button', { name: /Redo/ });
    await expect(redo).toContainText('Ctrl+Y');
    await redo.click();
    await expect(git).not.toBeChecked();
    expectCleanRun(watch);
  });

  test('Ctrl+Z in a text field stays the field’s own undo', async ({ page }) => {
    // "Preview features" is a 2026-02 setting.
    await seedConfig(page, () => {}, '2026-02');
    const watch = await openApp(page);
    const group = await openGroup(page, 'Model & mode');
    const preview = group.getByRole('checkbox', { name: 'Preview features' });
    await preview.click();
    const model = page.getByTestId('model-input');
    await model.fill('gemini-2.5-flash');
    await model.press('Control+z');
    // The configuration undo did not fire: the checkbox change is still there.
    await expect(preview).toBeChecked();
    expectCleanRun(watch);
  });
});
