import { expect, test } from '@playwright/test';
import { openApp, snapshotArtifact, toggleTheme } from './support/app';
import { openGroup, sectionToggle, setApprovalMode } from './support/controls';
import { promptText, sectionHeadingsInPreview } from './support/meter';
import {
  default2026Prompt,
  LINK_FROM_BEFORE_VERSIONS,
  modelFamilyText,
  promptOfLinkFromBeforeVersions,
  selectCliVersion,
  setModel,
} from './support/versions';

test.describe('Gemini CLI versions', () => {
  test('a new user sees the current CLI with model auto and the modern prompt', async ({
    page,
  }) => {
    await openApp(page);
    await expect(page.getByTestId('cli-version-select')).toHaveValue('0.61.0');
    const group = await openGroup(page, 'Model & mode');
    await expect(group.getByTestId('model-input')).toHaveValue('auto');
    expect(await modelFamilyText(page)).toContain('gemini-3-pro-preview → modern prompt');
    await expect(page.getByTestId('prompt-version')).toContainText(
      "the CLI's own text, release 0.61.0",
    );
    await expect(page.getByTestId('prompt-version')).toContainText('modern prompt');
    await expect(page.getByTestId('meter-version')).toContainText(
      "the CLI's own text, release 0.61.0",
    );
    const headings = await sectionHeadingsInPreview(page);
    expect(headings).toContain('# Core Mandates');
    expect(headings).not.toContain('# Final Reminder');
  });

  test('gemini-2.5-pro gives the legacy family with the Final Reminder', async ({ page }) => {
    await openApp(page);
    await setModel(page, 'gemini-2.5-pro');
    expect(await modelFamilyText(page)).toContain('gemini-2.5-pro → legacy prompt');
    await expect(page.getByTestId('model-family')).toHaveAttribute('title', /legacy/);
    await expect(page.getByTestId('prompt-version')).toContainText('legacy prompt');
    expect(await sectionHeadingsInPreview(page)).toContain('# Final Reminder');
  });

  test('switching to 2026-02 gives the 2026-02 prompt unchanged', async ({ page }) => {
    await openApp(page);
    await selectCliVersion(page, '2026-02');
    const group = await openGroup(page, 'Model & mode');
    await expect(group.getByTestId('model-input')).toHaveValue('auto-gemini-2.5');
    await expect(page.getByTestId('prompt-version')).toHaveText(
      'Showing our wording of the 2026-02 revision',
    );
    expect(await promptText(page)).toBe(default2026Prompt());
    // The 2026-02 pipeline has eleven switches: no Autonomous Mode toggle.
    await expect(await sectionToggle(page, 'Autonomous Mode (YOLO)')).toHaveCount(0);
  });

  test('a link made before versions existed opens as the 2026-02 prompt it showed', async ({
    page,
  }) => {
    await openApp(page, LINK_FROM_BEFORE_VERSIONS);
    await expect(page.getByTestId('cli-version-select')).toHaveValue('2026-02');
    const group = await openGroup(page, 'Model & mode');
    await expect(group.getByTestId('model-input')).toHaveValue('auto-gemini-2.5');
    expect(await promptText(page)).toBe(promptOfLinkFromBeforeVersions());
  });

  test('YOLO in an interactive session shows the Autonomous Mode section and its toggle', async ({
    page,
  }, testInfo) => {
    await openApp(page);
    await setApprovalMode(page, 'yolo');
    const toggle = await sectionToggle(page, 'Autonomous Mode (YOLO)');
    await expect(toggle).toBeChecked();
    await expect(page.getByTestId('section-INTERACTIVEYOLOMODE')).toContainText(
      'GEMINI_PROMPT_INTERACTIVEYOLOMODE',
    );
    expect(await sectionHeadingsInPreview(page)).toContain('# Autonomous Mode (YOLO)');
    await toggle.uncheck();
    expect(await sectionHeadingsInPreview(page)).not.toContain('# Autonomous Mode (YOLO)');
    await toggle.check();

    await openGroup(page, 'Skills & sub-agents');
    await openGroup(page, 'Session (current CLI)');
    await snapshotArtifact(page, testInfo, 'versions-light');
    await toggleTheme(page);
    await snapshotArtifact(page, testInfo, 'versions-dark');
  });
});
