import { expect, test } from '@playwright/test';
import { expectCleanRun, openApp } from './support/app';
import { openGroup } from './support/controls';
import { chooseExport, linkStatus, shareFragmentFor } from './support/share';

// A share link is text from a stranger: one crafted to run a command from the shell lines and
// to send the key to another endpoint is repaired, marked and refused, with nothing hidden.
test.describe('a hostile share link', () => {
  test('runs nothing from the shell lines and says why its model id is never sent', async ({
    page,
  }) => {
    const link = shareFragmentFor((s) => {
      s.gemini.cwd = '/home/me/project\ntouch /tmp/pwned\n#';
      s.gemini.model = 'gemini-2.5-pro:generateContent#';
      s.gemini.env = { GEMINI_SYSTEM_MD: "x'; touch /tmp/pwned; '", SANDBOX: 'a\u2028b' };
    });
    const watch = await openApp(page, link);

    // The repairs name the fields whose control characters were refused.
    const status = linkStatus(page);
    await expect(status).toContainText('gemini.cwd');
    await expect(status).toContainText('control characters (U+000A at 17');
    await expect(status).toContainText('gemini.env["SANDBOX"]');

    // The model field says why its id is never sent.
    await openGroup(page, 'Model & mode');
    await expect(page.getByTestId('model-api-id-problem')).toContainText(
      'The model id cannot be sent to the Gemini API: it holds ":"',
    );

    // Every line is an assignment with one single-quoted value, or a comment.
    await chooseExport(page, 'Copy shell lines…');
    const dialog = page.getByRole('dialog', { name: 'Shell lines for the Gemini CLI' });
    const text = await dialog.getByLabel('Shell lines', { exact: true }).inputValue();
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe(`export GEMINI_SYSTEM_MD='x'\\''; touch /tmp/pwned; '\\'''`);
    for (const line of lines.slice(1)) expect(line.startsWith('# ')).toBe(true);
    expect(text).toContain("pass --model 'gemini-2.5-pro:generateContent#'");
    expectCleanRun(watch);
  });
});
