import { expect, test } from '@playwright/test';
import {
  expectCleanRun,
  openApp,
  snapshotArtifact,
  toggleTheme,
  waitForEditor,
} from './support/app';
import { openGroup, setApprovalMode, toggleSection } from './support/controls';
import {
  meterRows,
  nextTokenTotal,
  openPromptTab,
  outlineSections,
  promptText,
  readTokenTotal,
  sectionHeadingsInPreview,
  seedConfig,
  totalTokens,
} from './support/meter';

/** Each section's title (its toggle's name) and a line that only that section prints. */
const SECTIONS: [title: string, marker: string][] = [
  ['Preamble', 'You are an interactive CLI agent'],
  ['Core Mandates', '# Core Mandates'],
  ['Agent Contexts', 'E2E sub-agent directory'],
  ['Agent Skills', '# Available Agent Skills'],
  ['Hook Context', '# Hook Context'],
  ['Primary Workflows', '# Primary Workflows'],
  ['Operational Guidelines', '# Operational Guidelines'],
  ['Sandbox', '# Outside of Sandbox'],
  ['Git Repository', '# Git Repository'],
  ['Final Reminder', '# Final Reminder'],
];

test.describe('preview and token meter', () => {
  test.beforeEach(async ({ page }) => {
    // Every guarded section visible: a skill, a git repository and sub-agent text.
    await seedConfig(
      page,
      (state) => {
        state.gemini.skills = [{ name: 'e2e-skill', description: 'Checks e2e', location: '/s' }];
        state.gemini.isGitRepository = true;
        state.gemini.agentDirectoryContext = 'E2E sub-agent directory';
        state.gemini.env = {};
      },
      '2026-02',
    );
  });

  test('each section toggle shows or hides its part of the preview and changes the total', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const watch = await openApp(page);
    const initial = await readTokenTotal(page);
    for (const [title, marker] of SECTIONS) {
      expect(await promptText(page), `${title} shown at first`).toContain(marker);
      expect(await outlineSections(page)).toContain(title);

      await toggleSection(page, title);
      const without = await nextTokenTotal(page, initial);
      expect(without, `turning ${title} off lowers the total`).toBeLessThan(initial);
      expect(await promptText(page)).not.toContain(marker);
      expect(await outlineSections(page)).not.toContain(title);

      await toggleSection(page, title);
      expect(await nextTokenTotal(page, without), `${title} back on`).toBe(initial);
      expect(await promptText(page)).toContain(marker);
    }
    expectCleanRun(watch);
  });

  test('plan mode swaps the workflow sections', async ({ page }) => {
    const watch = await openApp(page);
    const before = await readTokenTotal(page);
    await setApprovalMode(page, 'plan');
    await nextTokenTotal(page, before);
    const headings = await sectionHeadingsInPreview(page);
    expect(headings).toContain('# Active Approval Mode: Plan');
    expect(headings).not.toContain('# Primary Workflows');
    expect(await outlineSections(page)).toContain('Planning Workflow');

    // The planning workflow's own toggle removes it; the primary workflows stay hidden.
    const inPlan = await readTokenTotal(page);
    await toggleSection(page, 'Planning Workflow');
    await nextTokenTotal(page, inPlan);
    const neither = await sectionHeadingsInPreview(page);
    expect(neither).not.toContain('# Active Approval Mode: Plan');
    expect(neither).not.toContain('# Primary Workflows');
    expectCleanRun(watch);
  });

  test('typing in the memory editor updates the preview and the meter', async ({ page }) => {
    const watch = await openApp(page);
    const before = await readTokenTotal(page);
    await openGroup(page, 'User memory');
    await waitForEditor(page, 'memory-editor');
    await page.getByTestId('memory-editor').locator('.view-lines').click();
    await page.keyboard.type('Always answer in haiku about the codebase (see [docs]).');
    const after = await nextTokenTotal(page, before);
    expect(after).toBeGreaterThan(before);
    expect(await promptText(page)).toContain(
      '---\n\nAlways answer in haiku about the codebase (see [docs]).',
    );
    // No bracket colours or bracket matching: Monaco would build a tree of every bracket in
    // the text for them (editorOptions.ts), a long frame on a large memory.
    await expect(page.locator('[class*="bracket-highlighting"], .bracket-match')).toHaveCount(0);

    // The table's rows add up to the total shown, memory row included.
    const { rows, footer } = await meterRows(page);
    expect(rows.map((row) => row.title)).toContain('User memory (GEMINI.md)');
    expect(rows.reduce((sum, row) => sum + row.tokens, 0)).toBe(after);
    expect(footer).toBe(after);
    expectCleanRun(watch);
  });

  test('estimates are labelled; the encoding, tabs and section highlighting work', async ({
    page,
  }) => {
    const watch = await openApp(page);
    const meter = page.getByRole('region', { name: 'Token meter' });
    await expect(meter.getByText('estimate', { exact: true })).toHaveCount(2);
    await expect(meter.getByText('Gemini vocabulary (Gemma 3)', { exact: true })).toBeVisible();
    await expect(meter.getByText('Gemini CLI heuristic')).toBeVisible();
    await expect(meter.getByLabel('CLI heuristic tokens')).toHaveText(/^\d+$/);
    await expect(meter.getByRole('meter')).toBeVisible();

    const o200k = await readTokenTotal(page);
    await meter.getByLabel('Encoding').selectOption('cl100k_base');
    await expect(totalTokens(page)).toHaveAttribute('data-encoding', 'cl100k_base');
    expect(await readTokenTotal(page)).not.toBe(o200k);

    // Outline → meter: revealing a section highlights its table row.
    await waitForEditor(page, 'prompt-editor');
    await page
      .getByRole('navigation', { name: 'Prompt outline' })
      .getByRole('button', { name: 'Final Reminder' })
      .click();
    await expect(meter.locator('tr[data-section="FINALREMINDER"]')).toHaveClass(/is-active/);
    // Meter → outline: hovering a row marks that section.
    await meter.locator('tr[data-section="GIT"]').hover();
    await expect(
      page
        .getByRole('navigation', { name: 'Prompt outline' })
        .getByRole('button', { name: 'Git Repository' }),
    ).toHaveAttribute('aria-current', 'true');

    await openPromptTab(page, 'First message');
    await expect(page.getByTestId('first-message')).toContainText('This is the Gemini CLI.');
    await openPromptTab(page, /Warnings/);
    await expect(page.getByRole('tabpanel')).toContainText(/No warnings|Fix:/);
    expectCleanRun(watch);
  });

  test('a missing custom system.md shows the CLI error in place of the prompt', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const raw = localStorage.getItem('promptscope:config');
      if (!raw || sessionStorage.getItem('e2e-missing')) return;
      const saved = JSON.parse(raw);
      saved.state.gemini.env = { GEMINI_SYSTEM_MD: '/nowhere/system.md' };
      localStorage.setItem('promptscope:config', JSON.stringify(saved));
      sessionStorage.setItem('e2e-missing', '1');
    });
    const watch = await openApp(page);
    const alert = page.getByRole('tabpanel').getByRole('alert');
    await expect(alert).toContainText("missing system prompt file '/nowhere/system.md'");
    await expect(alert).toContainText('turn custom template mode off');
    expectCleanRun(watch);
  });

  test('light and dark themes', async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1600, height: 1000 });
    const watch = await openApp(page);
    await waitForEditor(page, 'prompt-editor');
    await readTokenTotal(page);
    await page
      .getByRole('navigation', { name: 'Prompt outline' })
      .getByRole('button', { name: 'Core Mandates' })
      .click();
    await snapshotArtifact(page, testInfo, 'preview-meter-light');
    await toggleTheme(page);
    await snapshotArtifact(page, testInfo, 'preview-meter-dark');
    expectCleanRun(watch);
  });
});
