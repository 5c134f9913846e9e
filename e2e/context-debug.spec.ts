import { test } from '@playwright/test';
import { openApp } from './support/app';
import { addWorkspaceFile, openContextView, openView, PROJECT_DIR } from './support/context';

test('debug dispose', async ({ page }) => {
  page.on('pageerror', (e) => console.log('STACK', e.stack));
  await openApp(page);
  await openContextView(page);
  await addWorkspaceFile(page, `${PROJECT_DIR}/GEMINI.md`, 'Cite the ticket id.\n@./docs/style.md');
  console.log('--- added first');
  await page.waitForTimeout(1000);
  await addWorkspaceFile(page, `${PROJECT_DIR}/docs/style.md`, 'Indent with two spaces.');
  console.log('--- added second');
  await page.waitForTimeout(1000);
  await openView(page, 'System prompt');
  console.log('--- switched');
  await page.waitForTimeout(1000);
});
