import { expect, test, type Page } from '@playwright/test';
import { decodeShareState, packSharePayload, SHARE_SCHEMA_VERSION } from '../src/core/index';
import { expectCleanRun, openApp, snapshotArtifact, toggleTheme } from './support/app';
import {
  setApprovalMode,
  setGitRepository,
  setInteractive,
  toggleSection,
} from './support/controls';
import { promptText, readTokenTotal, seedConfig } from './support/meter';
import {
  addressFragment,
  answerOpenLink,
  chooseExport,
  downloadOf,
  linkStatus,
  openConfigFile,
  openLinkQuestion,
  openShareDialog,
  openShareLink,
  shareCurrentConfig,
  shareFragmentFor,
} from './support/share';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const SECRET_KEY = 'AIzaSy-e2e-secret-key-never-shared';

/** Text that deflates badly, so a link carrying it is long (a seeded generator: stable runs). */
function noisyText(length: number): string {
  let seed = 42;
  let out = '';
  while (out.length < length) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    out += seed.toString(36);
    if (seed % 7 === 0) out += '\n';
  }
  return out.slice(0, length);
}

async function changeSeveralControls(page: Page): Promise<void> {
  await setApprovalMode(page, 'yolo');
  await setInteractive(page, false);
  await setGitRepository(page, true);
  await toggleSection(page, 'Final Reminder');
}

test.describe('share links and exports', () => {
  test('a shared link reproduces the preview and token total in a fresh browser, without the API key', async ({
    page,
    browser,
  }) => {
    await seedConfig(
      page,
      (s) => {
        s.gemini.userMemory = 'Always answer in haiku.';
      },
      '2026-02',
    );
    await page.addInitScript((key) => {
      localStorage.setItem('promptscope:gemini-api-key', key);
    }, SECRET_KEY);
    const watch = await openApp(page);
    await changeSeveralControls(page);
    const text = await promptText(page);
    const total = await readTokenTotal(page);
    expect(text).toContain('Always answer in haiku.');

    const link = await shareCurrentConfig(page);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#s=/);
    // The key lives outside the configuration: neither the link nor what it decodes to holds it.
    expect(link).not.toContain(SECRET_KEY);
    const decoded = decodeShareState(link);
    expect(decoded.error).toBeNull();
    expect(JSON.stringify(decoded.state)).not.toContain(SECRET_KEY);
    expect(decoded.state.gemini.approvalMode).toBe('yolo');

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const otherWatch = await openApp(other, link);
    // A fresh browser has nothing to lose: the link opens without a question.
    await expect(linkStatus(other)).toContainText('Opened the configuration from the link.');
    await expect(openLinkQuestion(other)).toHaveCount(0);
    expect(await addressFragment(other)).toBe('');
    expect(await promptText(other)).toBe(text);
    expect(await readTokenTotal(other)).toBe(total);
    expectCleanRun(otherWatch);
    await fresh.close();
    expectCleanRun(watch);
  });

  test('a garbage link shows its error, leaves the work untouched and the app keeps working', async ({
    page,
  }) => {
    await seedConfig(
      page,
      (s) => {
        s.gemini.userMemory = 'My own notes.';
      },
      '2026-02',
    );
    const watch = await openApp(page, '/#s=@@@');
    await expect(linkStatus(page)).toContainText('not base64url');
    await expect(linkStatus(page)).toContainText('Your current work is unchanged.');
    expect(await addressFragment(page)).toBe('');
    expect(await promptText(page)).toContain('My own notes.');
    const before = await readTokenTotal(page);
    await toggleSection(page, 'Final Reminder');
    await expect.poll(() => readTokenTotal(page)).not.toBe(before);

    // A cut link says it looks cut off rather than failing vaguely.
    const whole = shareFragmentFor((s) => {
      s.gemini.userMemory = noisyText(400);
    });
    await openShareLink(page, whole.slice(0, whole.length - 37));
    await expect(linkStatus(page)).toContainText(/cut off|ends too early|not compressed/);
    expect(await promptText(page)).toContain('My own notes.');
    expectCleanRun(watch);
  });

  test('opening a link over unsaved work asks first; keep, open and restore all work', async ({
    page,
  }) => {
    await seedConfig(
      page,
      (s) => {
        s.gemini.userMemory = 'Unsaved notes of mine.';
      },
      '2026-02',
    );
    const theirs = shareFragmentFor((s) => {
      s.gemini.userMemory = 'Notes from a colleague.';
      s.gemini.model = 'gemini-2.5-flash';
      s.gemini.approvalMode = 'yolo';
    });
    const watch = await openApp(page, theirs);
    await expect(openLinkQuestion(page)).toBeVisible();
    await answerOpenLink(page, 'keep');
    await expect(linkStatus(page)).toContainText('Kept your current work');
    expect(await addressFragment(page)).toBe('');
    expect(await promptText(page)).toContain('Unsaved notes of mine.');

    // The same link pasted into the address bar (a hashchange) asks again.
    await openShareLink(page, theirs);
    await expect(openLinkQuestion(page)).toBeVisible();
    await answerOpenLink(page, 'open');
    await expect(linkStatus(page)).toContainText('Your previous work is kept');
    const shared = await promptText(page);
    expect(shared).toContain('Notes from a colleague.');
    expect(shared).not.toContain('Unsaved notes of mine.');
    const kept = await page.evaluate(() => localStorage.getItem('promptscope:previous'));
    expect(kept).toContain('Unsaved notes of mine.');

    // A reload does not ask again: the fragment was cleared once the link was applied.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Promptscope', level: 1 })).toBeVisible();
    expect(await promptText(page)).toContain('Notes from a colleague.');
    await expect(openLinkQuestion(page)).toHaveCount(0);

    // The old work is one click away, also after the reload (in the Export menu).
    await chooseExport(page, 'Restore work replaced by a link or file');
    await expect(linkStatus(page)).toContainText('Your previous work is back');
    expect(await promptText(page)).toContain('Unsaved notes of mine.');
    expectCleanRun(watch);
  });

  test('a repaired link opens and lists what was repaired', async ({ page }, testInfo) => {
    await seedConfig(
      page,
      (s) => {
        s.gemini.userMemory = 'Work that a question protects.';
      },
      '2026-02',
    );
    const payload = packSharePayload({
      v: SHARE_SCHEMA_VERSION,
      d: { gemini: { approvalMode: 'sometimes', userMemory: 'Kept from the link.' }, extra: 1 },
    });
    const watch = await openApp(page, `/#s=${payload}`);
    const question = openLinkQuestion(page);
    await expect(question).toContainText('gemini.approvalMode');
    // The safe answer has the focus: Enter keeps the current work.
    await expect(question.getByRole('button', { name: 'Keep my current work' })).toBeFocused();
    await snapshotArtifact(page, testInfo, 'open-link-question-light');
    await answerOpenLink(page, 'open');
    const status = linkStatus(page);
    // Each repair names its field and what was done, so nothing changes silently.
    await expect(status).toContainText('2 settings were repaired');
    await expect(status).toContainText('gemini.approvalMode');
    await expect(status).toContainText('reset to default');
    await expect(status).toContainText('extra');
    expect(await promptText(page)).toContain('Kept from the link.');
    await toggleTheme(page);
    await snapshotArtifact(page, testInfo, 'link-status-dark');
    expectCleanRun(watch);
  });

  test('the banner restores the previous work in one click', async ({ page }) => {
    await seedConfig(
      page,
      (s) => {
        s.gemini.userMemory = 'Work before the link.';
      },
      '2026-02',
    );
    const watch = await openApp(
      page,
      shareFragmentFor((s) => (s.gemini.interactive = false)),
    );
    await answerOpenLink(page, 'open');
    await linkStatus(page).getByRole('button', { name: 'Restore my previous work' }).click();
    expect(await promptText(page)).toContain('Work before the link.');
    expectCleanRun(watch);
  });

  test('the prompt as sent equals the preview, memory included', async ({ page }) => {
    await seedConfig(
      page,
      (s) => {
        s.gemini.userMemory = 'Prefer small pure functions.';
      },
      '2026-02',
    );
    const watch = await openApp(page);
    await changeSeveralControls(page);
    const text = await promptText(page);
    const file = await downloadOf(page, () => chooseExport(page, /as sent/));
    expect(file.name).toBe('system-prompt-as-sent.md');
    expect(file.text).toBe(text);
    expect(file.text).toContain('Prefer small pure functions.');
    expectCleanRun(watch);
  });

  test('for the Asimi target the menu offers the file ASIMI_WRITE_SYSTEM_MD writes', async ({
    page,
  }) => {
    await seedConfig(
      page,
      (s) => {
        s.target = 'asimi';
        s.asimi.env['ASIMI_WRITE_SYSTEM_MD'] = 'out/update-helper.command';
      },
      '2026-02',
    );
    const watch = await openApp(page);
    const file = await downloadOf(page, () =>
      chooseExport(page, 'Download the file ASIMI_WRITE_SYSTEM_MD writes (.md)'),
    );
    // A link can set the path: the download is named by the app, never by the path.
    expect(file.name).toMatch(/^promptscope-asimi-write-\d{4}-\d{2}-\d{2}\.md$/);
    // The export is the generated base prompt, not empty.
    expect(file.text.length).toBeGreaterThan(200);
    expectCleanRun(watch);
  });

  test('shell lines and the API request are shown with their notes', async ({ page }) => {
    const watch = await openApp(page);
    await changeSeveralControls(page);
    const text = await promptText(page);

    await chooseExport(page, 'Copy shell lines…');
    const shell = page.getByRole('dialog', { name: 'Shell lines for the Gemini CLI' });
    await expect(shell.getByLabel('Shell lines', { exact: true })).toHaveValue(
      /GEMINI_PROMPT_FINALREMINDER=/,
    );
    await expect(shell.getByRole('region', { name: 'Notes on the shell lines' })).toContainText(
      '--approval-mode yolo',
    );
    await shell.getByRole('button', { name: 'Copy' }).click();
    await expect(shell.getByRole('status')).toHaveText('Copied the shell lines to the clipboard.');
    await page.keyboard.press('Escape');
    await expect(shell).toBeHidden();

    await chooseExport(page, 'Copy Gemini API request…');
    const request = page.getByRole('dialog', { name: 'Gemini API request' });
    const json = await request.getByLabel('Request JSON').inputValue();
    const body = JSON.parse(json) as { systemInstruction: { parts: { text: string }[] } };
    // The request's system instruction is the prompt in the preview, character for character.
    expect(body.systemInstruction.parts[0]?.text).toBe(text);
    await page.keyboard.press('Escape');
    await expect(request).toBeHidden();
    expectCleanRun(watch);
  });

  test('a link over 8,000 characters warns and the file download round-trips', async ({
    page,
    browser,
  }, testInfo) => {
    await seedConfig(
      page,
      (s) => {
        s.gemini.userMemory = noisyText(20_000);
      },
      '2026-02',
    );
    const watch = await openApp(page);
    const text = await promptText(page);
    const dialog = await openShareDialog(page);
    await expect(dialog.getByTestId('share-link-length')).toContainText(/Link length: \d{2},\d{3}/);
    await expect(dialog.getByRole('alert')).toContainText('longer than 8,000 characters');
    const file = await downloadOf(page, () =>
      dialog.getByRole('button', { name: 'Download .promptscope.json' }).click(),
    );
    expect(file.name).toMatch(/\.promptscope\.json$/);
    const path = testInfo.outputPath(file.name);
    await file.download.saveAs(path);

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const otherWatch = await openApp(other);
    await openConfigFile(other, path);
    await expect(linkStatus(other)).toContainText('Opened the configuration from the file.');
    expect(await promptText(other)).toBe(text);
    expectCleanRun(otherWatch);
    await fresh.close();
    expectCleanRun(watch);
  });

  test('a refused clipboard selects the link and says how to copy it', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: () =>
          Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      });
    });
    const watch = await openApp(page);
    const dialog = await openShareDialog(page);
    await expect(dialog.getByRole('alert')).toContainText('The link was not copied');
    await expect(dialog.getByRole('alert')).toContainText('Ctrl+C');
    const selected = await page.evaluate(() => {
      const field = document.activeElement as HTMLInputElement | null;
      return field ? field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0) : '';
    });
    expect(selected).toBe(await dialog.getByLabel('Share link').inputValue());
    expectCleanRun(watch);
  });

  test('the share dialog in light and dark', async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await seedConfig(
      page,
      (s) => {
        s.gemini.userMemory = noisyText(14_000);
      },
      '2026-02',
    );
    const watch = await openApp(page);
    const dialog = await openShareDialog(page);
    await expect(dialog.getByRole('status')).toHaveText('Copied the link to the clipboard.');
    await snapshotArtifact(page, testInfo, 'share-dialog-light');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await toggleTheme(page);
    await openShareDialog(page);
    await snapshotArtifact(page, testInfo, 'share-dialog-dark');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('share-button')).toBeFocused();
    expectCleanRun(watch);
  });
});
