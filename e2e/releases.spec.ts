import { expect, test } from '@playwright/test';
import { NEWEST_RELEASE, SUPPORTED_RELEASES } from '../src/core/index';
import { openApp } from './support/app';
import { nextTokenTotal, promptText, readTokenTotal } from './support/meter';
import { linkStatus, openConfigFile } from './support/share';
import {
  configFileFromV061Build,
  linkFromV061Build,
  openReleaseNotes,
  pickCliVersion,
  releaseBundleText,
  SENTENCE_SINCE_0_60,
  versionSelect,
} from './support/releases';

test.describe('CLI releases', () => {
  test('the bundles hold the 0.60 sentence from 0.60.0 on, not in 0.59.0', () => {
    expect(releaseBundleText('0.61.0')).toContain(SENTENCE_SINCE_0_60);
    expect(releaseBundleText('0.60.0')).toContain(SENTENCE_SINCE_0_60);
    expect(releaseBundleText('0.59.0')).not.toContain(SENTENCE_SINCE_0_60);
  });

  test('a fresh visit shows the newest release’s own text, labelled as such', async ({ page }) => {
    await openApp(page);
    await expect(versionSelect(page)).toHaveValue(NEWEST_RELEASE);
    const options = await versionSelect(page).locator('option').allTextContents();
    // Every release of the manifest (src/releases/manifest.json, mirrored by the core's list).
    expect(options).toEqual([...SUPPORTED_RELEASES, '2026-02 (seeds, our wording)']);
    expect(await promptText(page)).toContain(SENTENCE_SINCE_0_60);
    await expect(page.getByTestId('prompt-version')).toContainText(
      `the CLI's own text, release ${NEWEST_RELEASE}`,
    );
    await expect(page.getByTestId('meter-version')).toContainText(
      `the CLI's own text, release ${NEWEST_RELEASE}`,
    );
  });

  test('switching to 0.59.0 changes the total and the text', async ({ page }) => {
    await openApp(page);
    const before = await readTokenTotal(page);
    await pickCliVersion(page, '0.59.0');
    const after = await nextTokenTotal(page, before);
    expect(after).toBeLessThan(before);
    expect(await promptText(page)).not.toContain(SENTENCE_SINCE_0_60);
    await expect(page.getByTestId('prompt-version')).toContainText(
      "the CLI's own text, release 0.59.0",
    );
    await pickCliVersion(page, '2026-02');
    await expect(page.getByTestId('prompt-version')).toContainText(
      'our wording of the 2026-02 revision',
    );
  });

  test('a link that says v0.61 opens as release 0.61.0', async ({ page }) => {
    await openApp(page, linkFromV061Build());
    await expect(versionSelect(page)).toHaveValue('0.61.0');
    expect(await promptText(page)).toContain(SENTENCE_SINCE_0_60);
    // The link's own edits came with it (plan mode, the memory).
    const text = await promptText(page);
    expect(text).toContain('**Plan** mode');
    expect(text).toContain('Run the tests first.');
  });

  test('a configuration file that says v0.61 opens as release 0.61.0', async ({ page }) => {
    await openApp(page);
    await openConfigFile(page, configFileFromV061Build());
    await expect(linkStatus(page)).toContainText('Opened the configuration from the file.');
    await expect(versionSelect(page)).toHaveValue('0.61.0');
    const text = await promptText(page);
    expect(text).toContain('**Plan** mode');
    expect(text).toContain(SENTENCE_SINCE_0_60);
    expect(text).toContain('Run the tests first.');
  });

  test('the release notes list every release, newest first, with 0.60.0’s sentence', async ({
    page,
  }) => {
    await openApp(page);
    const list = await openReleaseNotes(page);
    const headings = await list.locator('article h3').allTextContents();
    const versions = headings.map((h) => h.split(' ')[0]);
    expect(versions).toEqual([...SUPPORTED_RELEASES]);
    expect(versions).toEqual(
      [...versions].sort((a = '', b = '') => b.localeCompare(a, 'en', { numeric: true })),
    );
    await expect(list.getByTestId('release-note-0.61.0')).toContainText('The same text as 0.60.0');
    const note060 = list.getByTestId('release-note-0.60.0');
    await note060.locator('summary').first().click();
    await expect(note060.getByTestId('release-note-diff').first()).toContainText(
      SENTENCE_SINCE_0_60,
    );
    // Where the text comes from: the package, its licence, and the licence in full on request.
    const notice = page.getByTestId('package-notice');
    await expect(notice).toContainText('@google/gemini-cli-core');
    await expect(notice).toContainText('Apache-2.0');
    await notice.getByText('The licence in full').click();
    await expect(notice.getByTestId('package-licence-text')).toContainText('Apache License');
  });
});
