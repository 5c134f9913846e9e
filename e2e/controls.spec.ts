import { expect, test } from '@playwright/test';
import { seedConfig } from './support/meter';
import {
  expectCleanRun,
  openApp,
  snapshotArtifact,
  toggleTheme,
  waitForEditor,
} from './support/app';
import {
  applyPreset,
  approvalModeSelect,
  controlGroup,
  controlsPane,
  focusedLabel,
  loadSampleWorkspace,
  openGroup,
  removeAllSkills,
  setGitRepository,
  sectionToggle,
  setApprovalMode,
  toggleSection,
} from './support/controls';

const SECTION_TITLES = [
  'Preamble',
  'Core Mandates',
  'Agent Contexts',
  'Agent Skills',
  'Hook Context',
  'Primary Workflows',
  'Planning Workflow',
  'Operational Guidelines',
  'Sandbox',
  'Git Repository',
  'Final Reminder',
];

test.describe('controls', () => {
  // These specs test the 2026-02 pipeline; a new user now starts on the current CLI.
  test.beforeEach(async ({ page }) => {
    await seedConfig(page, undefined, '2026-02');
  });

  test('every section has a toggle named by its title, showing its variable and guard', async ({
    page,
  }) => {
    const watch = await openApp(page);
    for (const title of SECTION_TITLES) {
      await expect(await sectionToggle(page, title)).toBeChecked();
    }
    // Guards are explained where the toggle alone does not decide.
    await applyPreset(page, 'Default interactive');
    await setGitRepository(page, false);
    await removeAllSkills(page);
    const sections = await openGroup(page, 'Sections');
    await expect(sections.getByTestId('section-GIT')).toContainText('not a git repository');
    await expect(sections.getByTestId('section-PLANNINGWORKFLOW')).toContainText(
      'only in plan mode',
    );
    await expect(sections.getByTestId('section-AGENTSKILLS')).toContainText('no skills');
    await setGitRepository(page, true);
    await expect(sections.getByTestId('section-GIT')).toContainText('in the prompt');

    await toggleSection(page, 'Final Reminder');
    await expect(await sectionToggle(page, 'Final Reminder')).not.toBeChecked();
    await expect(sections.getByTestId('section-FINALREMINDER')).toContainText(
      'GEMINI_PROMPT_FINALREMINDER=0',
    );
    await toggleSection(page, 'Final Reminder');
    await expect(sections.getByTestId('section-FINALREMINDER')).not.toContainText('=0');
    expectCleanRun(watch);
  });

  test('presets apply in one click and undo in one step', async ({ page }) => {
    const watch = await openApp(page);
    await applyPreset(page, 'Plan mode');
    await expect(await approvalModeSelect(page)).toHaveValue('plan');
    const sections = await openGroup(page, 'Sections');
    await expect(sections.getByTestId('section-PRIMARYWORKFLOWS')).toContainText(
      'hidden in plan mode',
    );

    await applyPreset(page, 'Sandboxed (Seatbelt)');
    const mode = await openGroup(page, 'Model & mode');
    await expect(mode.getByRole('radio', { name: 'macOS Seatbelt' })).toBeChecked();
    await expect(mode.getByTestId('sandbox-env')).toContainText('SANDBOX=sandbox-exec');

    await applyPreset(page, 'Minimal');
    await expect(await sectionToggle(page, 'Git Repository')).not.toBeChecked();
    await expect(await sectionToggle(page, 'Core Mandates')).toBeChecked();

    await applyPreset(page, 'Non-interactive (CI)');
    await expect(mode.getByRole('checkbox', { name: 'Interactive session' })).not.toBeChecked();
    await expect(mode.getByTestId('removed-tools')).toContainText('run_shell_command');

    // Undo (outside any field) takes back exactly the last preset.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect(mode.getByRole('checkbox', { name: 'Interactive session' })).toBeChecked();
    await expect(await sectionToggle(page, 'Git Repository')).not.toBeChecked();
    expectCleanRun(watch);
  });

  test('model field resolves aliases and shows whether the prompt is the Gemini 3 variant', async ({
    page,
  }) => {
    const watch = await openApp(page);
    await applyPreset(page, 'Gemini 3 preview');
    const mode = await openGroup(page, 'Model & mode');
    await expect(mode.getByTestId('resolved-model')).toHaveText('gemini-3-pro-preview');
    await expect(mode.getByTestId('model-gemini3')).toContainText('yes');
    await mode.getByRole('checkbox', { name: 'Preview features' }).uncheck();
    await mode.getByRole('combobox', { name: 'Model', exact: true }).fill('flash');
    await expect(mode.getByTestId('resolved-model')).toHaveText('gemini-2.5-flash');
    await expect(mode.getByTestId('model-gemini3')).toHaveText('no');
    expectCleanRun(watch);
  });

  test('keyboard only: Tab reaches every section toggle in order and Space flips one', async ({
    page,
  }) => {
    const watch = await openApp(page);
    await controlsPane(page).locator('summary').first().focus();
    const reached: string[] = [];
    for (let i = 0; i < 120 && reached.length < SECTION_TITLES.length; i++) {
      await page.keyboard.press('Tab');
      const label = await focusedLabel(page);
      if (SECTION_TITLES.includes(label) && !reached.includes(label)) reached.push(label);
      if (label === 'Git Repository') {
        await page.keyboard.press('Space');
        await expect(await sectionToggle(page, 'Git Repository')).not.toBeChecked();
      }
    }
    expect(reached).toEqual(SECTION_TITLES);
    const focusVisible = await page.evaluate(() =>
      document.activeElement?.matches(':focus-visible'),
    );
    expect(focusVisible).toBe(true);
    expectCleanRun(watch);
  });

  test('reload keeps the configuration', async ({ page }) => {
    const watch = await openApp(page);
    await setApprovalMode(page, 'plan');
    await toggleSection(page, 'Hook Context');
    await page.waitForTimeout(300);
    await page.reload();
    await expect(await approvalModeSelect(page)).toHaveValue('plan');
    await expect(await sectionToggle(page, 'Hook Context')).not.toBeChecked();
    expectCleanRun(watch);
  });

  for (const [kind, value] of [
    ['not JSON', '{not json'],
    ['a foreign shape', JSON.stringify({ version: 1, state: { gemini: 'oops', target: 42 } })],
  ] as const) {
    test(`corrupt local storage (${kind}) recovers with a notice and working controls`, async ({
      page,
    }) => {
      await page.addInitScript((saved) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('promptscope:config', saved);
      }, value);
      const watch = await openApp(page);
      await expect(page.getByTestId('notice').first()).toContainText('saved configuration');
      await toggleSection(page, 'Preamble');
      await expect(await sectionToggle(page, 'Preamble')).not.toBeChecked();
      expectCleanRun(watch);
    });
  }

  test('custom template: starter file, completion, markers and warnings', async ({ page }) => {
    const watch = await openApp(page);
    await applyPreset(page, 'Custom template');
    const group = await openGroup(page, 'Custom template');
    await expect(group.getByTestId('template-path')).toContainText('/.gemini/system.md');
    await waitForEditor(page, 'template-editor');
    await expect(group.getByTestId('template-unresolved')).toContainText('Every');

    const editor = page.getByTestId('template-editor').locator('.monaco-editor');
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n${Avail');
    await expect(page.locator('.suggest-widget')).toContainText('${AvailableTools}');
    await page.keyboard.press('Escape');
    await page.keyboard.type('\n${ToolName_read_file}');
    await expect(group.getByTestId('template-unresolved')).toContainText('would stay literal');
    await expect(group.getByTestId('template-warnings')).toContainText('read_file_ToolName');
    expectCleanRun(watch);
  });

  test('user memory editor accepts typing and persists', async ({ page }) => {
    const watch = await openApp(page);
    await waitForEditor(page, 'memory-editor');
    await page.getByTestId('memory-editor').locator('.monaco-editor').click();
    await page.keyboard.type('# Team rules');
    await expect(controlsPane(page).locator('summary', { hasText: 'User memory' })).toContainText(
      '12 chars',
    );
    expectCleanRun(watch);
  });

  test('sample workspaces load into the files, asking before replacing edited ones', async ({
    page,
  }) => {
    const watch = await openApp(page);
    // A new configuration's files were never edited: no question.
    await loadSampleWorkspace(page, 'Python data tool (ledger-etl)', false);
    const env = controlGroup(page, 'Environment');
    await expect(env.locator('summary.control-group-summary')).toContainText('ledger-etl');
    await expect(env.getByRole('list', { name: 'Workspace directories' })).toContainText(
      '/home/dev/projects/ledger-etl',
    );
    // Unedited sample files are replaced without a question.
    await loadSampleWorkspace(page, 'TypeScript API service (acme-api)', false);
    await expect(env.locator('summary.control-group-summary')).toContainText('acme-api');
    // Adding a file shows up in the tree text the first message uses.
    await env.getByLabel('New path under /home/dev/projects/acme-api').fill('notes/todo.md');
    await env.getByRole('button', { name: 'Add file' }).click();
    await env.getByText('Folder structure as the first message shows it').click();
    await expect(env.getByTestId('workspace-tree-text')).toContainText('todo.md');
    // Now the files were edited: the page asks first.
    await loadSampleWorkspace(page, 'Python data tool (ledger-etl)', true);
    await expect(env.locator('summary.control-group-summary')).toContainText('ledger-etl');
    expectCleanRun(watch);
  });

  test('controls in light and dark themes', async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1500, height: 1100 });
    const watch = await openApp(page);
    await applyPreset(page, 'Plan mode');
    await waitForEditor(page, 'memory-editor');
    await snapshotArtifact(page, testInfo, 'controls-light');
    await openGroup(page, 'Tools');
    await toggleTheme(page);
    await snapshotArtifact(page, testInfo, 'controls-dark');
    for (const title of ['Sections', 'Tools']) {
      await controlGroup(page, title).screenshot({
        path: testInfo.outputPath(`controls-dark-${title.toLowerCase()}.png`),
      });
    }
    await applyPreset(page, 'Custom template');
    const template = await openGroup(page, 'Custom template');
    await waitForEditor(page, 'template-editor');
    await template.screenshot({ path: testInfo.outputPath('controls-dark-template.png') });
    await toggleTheme(page); // dark -> light
    await openGroup(page, 'Environment');
    await controlGroup(page, 'Environment').screenshot({
      path: testInfo.outputPath('controls-light-environment.png'),
    });
    expectCleanRun(watch);
  });
});
