import { expect, test } from '@playwright/test';
import { seedConfig } from './support/meter';
import { expectCleanRun, openApp, snapshotArtifact, toggleTheme } from './support/app';
import { setApprovalMode } from './support/controls';
import {
  addWorkspaceFile,
  contextGroup,
  memoryFiles,
  openContextView,
  openView,
  PROJECT_DIR,
  requestThisTurn,
  systemPromptText,
  typeTurn,
} from './support/context';

test.describe('turn & context', () => {
  // These specs test the 2026-02 pipeline; a new user now starts on the current CLI.
  test.beforeEach(async ({ page }) => {
    await seedConfig(page, undefined, '2026-02');
  });

  test('a GEMINI.md with an @import: both files listed, their content in the prompt', async ({
    page,
  }) => {
    const watch = await openApp(page);
    await openContextView(page);
    await addWorkspaceFile(
      page,
      `${PROJECT_DIR}/GEMINI.md`,
      'Cite the ticket id.\n@./docs/style.md',
    );
    // Until the imported file exists, the import is reported with its file and line.
    const memory = await contextGroup(page, 'memory-panel');
    await expect(memory.getByRole('list', { name: 'Memory import problems' })).toContainText(
      'GEMINI.md:2',
    );
    await addWorkspaceFile(page, `${PROJECT_DIR}/docs/style.md`, 'Indent with two spaces.');
    await expect(memory.getByRole('list', { name: 'Memory import problems' })).toHaveCount(0);
    await expect(memoryFiles(page)).toContainText('GEMINI.md');
    await expect(
      memoryFiles(page).getByRole('list', { name: 'Imported by GEMINI.md' }),
    ).toContainText('docs/style.md');

    const prompt = await systemPromptText(page);
    await expect(prompt).toContainText('--- Context from: GEMINI.md ---');
    await expect(prompt).toContainText('Cite the ticket id.');
    await expect(prompt).toContainText('Indent with two spaces.');
    expectCleanRun(watch);
  });

  test('@src injects the folder’s files with their tokens into the full request', async ({
    page,
  }) => {
    const watch = await openApp(page);
    await openContextView(page);
    await typeTurn(page, 'Review @src and @dist please');
    const composer = await contextGroup(page, 'turn-composer');
    await expect(composer.getByTestId('at-report')).toContainText('@src — read as src/**');
    // dist/ is listed in .gitignore, so the reference is skipped.
    await expect(composer.getByTestId('at-report')).toContainText('ignored by .gitignore');
    await expect(composer.getByTestId('at-included')).toContainText('src/routes/orders.ts');
    await expect(composer.getByTestId('at-tool-call')).toContainText('read_many_files');
    await expect(composer.getByTestId('at-tool-call')).toContainText('display only');

    const turn = requestThisTurn(page);
    await expect(turn).toContainText('@src/routes/orders.ts');
    await expect(turn.locator('.ctx-part', { hasText: '@src/server.ts' }).first()).toContainText(
      /\d+ tok/,
    );
    await page.getByRole('tab', { name: 'JSON' }).click();
    await expect(page.getByTestId('request-json')).toContainText('Content from @src/index.ts:');
    expectCleanRun(watch);
  });

  test('IDE context: full snapshot first, then only the delta; nothing while a call is pending', async ({
    page,
  }) => {
    const watch = await openApp(page);
    await openContextView(page);
    const ide = await contextGroup(page, 'ide-panel');
    await ide.getByLabel('Active file').fill(`${PROJECT_DIR}/src/server.ts`);
    await expect(ide.getByTestId('ide-injection')).toContainText('full snapshot');
    await ide.getByRole('button', { name: 'Next turn' }).click();
    await expect(ide.getByTestId('ide-injection')).toContainText('not changed');
    await ide.getByLabel('Active file').fill(`${PROJECT_DIR}/src/index.ts`);
    await expect(ide.getByTestId('ide-injection')).toContainText('delta only');
    await expect(ide.getByTestId('ide-injection')).toContainText('activeFileChanged');
    await ide.getByRole('checkbox', { name: /tool call is pending/ }).check();
    await expect(ide.getByTestId('ide-injection')).toContainText('nothing sent');
    expectCleanRun(watch);
  });

  test('the view in light and dark, with hooks, a skill and a mid-session diff', async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1600, height: 1100 });
    const watch = await openApp(page);
    await openContextView(page);
    await typeTurn(page, 'Explain @src/routes/orders.ts');
    const hooks = await contextGroup(page, 'hooks-panel');
    await hooks.getByRole('button', { name: 'Add BeforeAgent hook output' }).click();
    await expect(hooks.getByTestId('before-agent-landing')).toContainText('<hook_context>');
    await expect(requestThisTurn(page)).toContainText('BeforeAgent hook context');

    await page.getByRole('button', { name: 'Mark current as session start' }).click();
    await openView(page, 'System prompt');
    await setApprovalMode(page, 'plan');
    await openContextView(page);
    await expect(page.getByTestId('session-diff')).toContainText('default → plan');
    await expect(page.getByTestId('instruction-diff')).toBeVisible();

    const skills = await contextGroup(page, 'skills-panel');
    await skills.getByRole('button', { name: 'Add an example skill' }).click();
    await skills.getByRole('button', { name: 'Activate a skill' }).click();
    await expect(page.getByTestId('request-structure')).toContainText('<instructions>');
    const history = await contextGroup(page, 'history-panel');
    await history.getByLabel('History before this turn').selectOption('compression');
    await expect(history.getByTestId('curation-summary')).toContainText('curated (sent)');
    await history.getByRole('button', { name: /interrupted/ }).click();
    await expect(history.getByTestId('curation-summary')).toContainText('dropped');
    await contextGroup(page, 'ide-panel');

    await snapshotArtifact(page, testInfo, 'context-light');
    await toggleTheme(page);
    await snapshotArtifact(page, testInfo, 'context-dark');
    expectCleanRun(watch);
  });
});
