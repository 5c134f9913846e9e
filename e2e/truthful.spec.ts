import { expect, test } from '@playwright/test';
import { selectCliVersion } from './support/versions';
import { expectCleanRun, openApp } from './support/app';
import { openContextView } from './support/context';
import { openGroup } from './support/controls';
import { openPromptTab, promptText, readTokenTotal, seedConfig } from './support/meter';
import { chooseExport, linkStatus } from './support/share';
import {
  downloadSystemMd,
  exportedApiRequest,
  openingRequestFigures,
  wordingNotice,
} from './support/truthful';

const MEMORY = 'Always run the unit tests before you commit.';
const TEMPLATE_PATH = '/home/dev/templates/system.md';

test.describe('what the app claims is true', () => {
  test('the preview says it shows the release’s own text, naming the package and release', async ({
    page,
  }) => {
    const watch = await openApp(page);
    const notice = wordingNotice(page);
    await expect(notice).toContainText("The CLI's own text, release 0.61.0");
    await expect(notice).toContainText('@google/gemini-cli-core 0.61.0');
    await expect(notice.getByTestId('modelled-revision')).toHaveCount(0);
    expectCleanRun(watch);
  });

  test('2026-02 says it is our wording, names its commit and how to get the real text', async ({
    page,
  }) => {
    await seedConfig(page, () => {}, '2026-02');
    const watch = await openApp(page);
    const notice = wordingNotice(page);
    await expect(notice).toContainText('Our wording of the 2026-02 revision');
    await expect(notice).toContainText('structure, order and sizes follow the CLI');
    await expect(notice.getByTestId('modelled-revision')).toContainText('commit 4a6e3eb646');
    await notice.getByText('How to get the real text').click();
    await expect(notice).toContainText('GEMINI_WRITE_SYSTEM_MD=1');
    expectCleanRun(watch);
  });

  test('shell lines promise the configuration, and say which text the preview showed', async ({
    page,
  }) => {
    const watch = await openApp(page);
    await chooseExport(page, 'Copy shell lines…');
    const dialog = page.getByRole('dialog', { name: 'Shell lines for the Gemini CLI' });
    await expect(dialog).toContainText('the same configuration');
    await expect(dialog).toContainText("The preview showed the CLI's own text, release 0.61.0");
    await page.keyboard.press('Escape');
    await selectCliVersion(page, '2026-02');
    await chooseExport(page, 'Copy shell lines…');
    await expect(dialog).toContainText('not the wording shown in the preview');
    expectCleanRun(watch);
  });

  test('system.md as a template reads back as the prompt as sent; the sent text is no template', async ({
    page,
    context,
  }) => {
    await seedConfig(page, (s) => {
      s.gemini.userMemory = MEMORY;
      s.gemini.skills = [
        { name: 'changelog', description: 'Writes changelog entries', location: '/s/SKILL.md' },
      ];
    });
    const watch = await openApp(page);
    const sentInPreview = await promptText(page);
    const template = await downloadSystemMd(page, 'template');
    const sent = await downloadSystemMd(page, 'as sent');
    expect(template.name).toBe('system.md');
    expect(sent.name).toBe('system-prompt-as-sent.md');
    expect(sent.text).toBe(sentInPreview);
    // The template leaves the memory to the CLI and keeps its placeholders.
    expect(template.text).not.toContain(MEMORY);
    expect(template.text).toContain('${AgentSkills}');
    expect(template.text).toContain('${SubAgents}');
    expectCleanRun(watch);

    // Each file goes back through Promptscope's own template parser (GEMINI_SYSTEM_MD).
    const readBack = async (file: string): Promise<string> => {
      const other = await context.newPage();
      await seedConfig(other, (s) => {
        s.gemini.userMemory = MEMORY;
        s.gemini.skills = [
          { name: 'changelog', description: 'Writes changelog entries', location: '/s/SKILL.md' },
        ];
        s.gemini.env['GEMINI_SYSTEM_MD'] = TEMPLATE_PATH;
        s.workspace.files[TEMPLATE_PATH] = file;
      });
      await openApp(other);
      const text = await promptText(other);
      await other.close();
      return text;
    };
    expect(await readBack(template.text)).toBe(sent.text);
    // Used as a template, the final text would carry the memory twice.
    expect((await readBack(sent.text)).split(MEMORY)).toHaveLength(3);
  });

  test('the count before the first user word is the whole request, the sum of its parts', async ({
    page,
  }) => {
    const watch = await openApp(page);
    const systemTotal = await readTokenTotal(page);
    const { total, parts } = await openingRequestFigures(page);
    expect(parts['system']).toBe(systemTotal);
    expect(parts['tools']).toBeGreaterThan(1000);
    expect(parts['environment']).toBeGreaterThan(50);
    expect(total).toBe(
      (parts['system'] ?? 0) + (parts['tools'] ?? 0) + (parts['environment'] ?? 0),
    );

    const body = await exportedApiRequest(page);
    expect(Object.keys(body).sort()).toEqual([
      'contents',
      'generationConfig',
      'systemInstruction',
      'tools',
    ]);
    const tools = body['tools'] as { functionDeclarations: { name: string }[] }[];
    expect(tools[0]?.functionDeclarations.map((d) => d.name)).toContain('read_file');
    expect(body['generationConfig']).toMatchObject({ temperature: 1, topP: 0.95, topK: 64 });
    expectCleanRun(watch);
  });
});

test.describe('nothing is accepted silently', () => {
  test('v0.61 (a new user): a mistyped model id warns with the nearest ids', async ({ page }) => {
    const watch = await openApp(page);
    await openGroup(page, 'Model & mode');
    await page.getByTestId('model-input').fill('gemini-2.5-prp');
    const warning = page.getByTestId('unknown-model-warning');
    await expect(warning).toContainText(
      '“gemini-2.5-prp” is not in the CLI’s list of model ids and aliases',
    );
    await expect(warning).toContainText('sent to the API as-is');
    await expect(warning.getByRole('button').first()).toHaveText('gemini-2.5-pro');
    await page.getByTestId('model-input').fill('my-proxy-model');
    await expect(warning).toContainText('custom model and gets the modern prompt');
    await page.getByTestId('model-input').fill('gemini-3.8-flsh');
    await warning.getByRole('button', { name: 'gemini-3.8-flash' }).click();
    await expect(page.getByTestId('model-input')).toHaveValue('gemini-3.8-flash');
    await expect(page.getByTestId('model-family')).toContainText('gemini-3.8-flash');
    await expect(warning).toBeHidden();
    expectCleanRun(watch);
  });

  test('2026-02: a mistyped model id warns and offers the nearest known ids', async ({ page }) => {
    await seedConfig(page, () => {}, '2026-02');
    const watch = await openApp(page);
    await openGroup(page, 'Model & mode');
    await page.getByTestId('model-input').fill('gemini-2.5-pri');
    const warning = page.getByTestId('unknown-model-warning');
    await expect(warning).toContainText('“gemini-2.5-pri” is not a model id the CLI knows');
    await warning.getByRole('button', { name: 'gemini-2.5-pro' }).click();
    await expect(page.getByTestId('model-input')).toHaveValue('gemini-2.5-pro');
    await expect(warning).toBeHidden();
    expectCleanRun(watch);
  });

  test('a link whose fragment holds no configuration says so', async ({ page }) => {
    const watch = await openApp(page, '/#x=not-a-configuration');
    await expect(linkStatus(page)).toContainText('could not be opened');
    await expect(linkStatus(page)).toContainText('#x=not-a-configuration');
    expectCleanRun(watch);
  });

  test('the first message shows its date with a control that changes it', async ({ page }) => {
    const watch = await openApp(page);
    await openPromptTab(page, 'First message');
    const date = page.getByLabel('Session date');
    await date.fill('2026-03-14');
    await expect(page.getByTestId('first-message')).toContainText('March 14, 2026');
    expectCleanRun(watch);
  });
});

test.describe('one named vocabulary per view', () => {
  test('the Turn & context view counts in the meter’s encoding and names it', async ({ page }) => {
    // Starts from o200k (the default is now the Gemini vocabulary), then switches to cl100k.
    await seedConfig(page, (s) => {
      s.tokens.encoding = 'o200k_base';
    });
    const watch = await openApp(page);
    await readTokenTotal(page);
    await expect(page.getByRole('region', { name: 'Token meter' })).toContainText(
      'in o200k_base (OpenAI vocabulary)',
    );
    await openContextView(page);
    await expect(page.getByTestId('view-vocabulary')).toContainText(
      'o200k_base (OpenAI vocabulary)',
    );
    const layers = page.getByTestId('layer-table');
    await expect(layers).toBeVisible({ timeout: 20_000 });
    const total = async () =>
      Number(
        (await page.locator('#ctx-layers-title .ctx-tokens').textContent())?.replace(/\D/g, ''),
      );
    const sumOfLayers = async () =>
      (await layers.locator('summary .ctx-tokens').allTextContents())
        .map((text) => Number(text.replace(/\D/g, '')))
        .reduce((a, b) => a + b, 0);
    await expect.poll(total).toBeGreaterThan(0);
    expect(await sumOfLayers()).toBe(await total());
    const o200k = await total();

    // Switching the meter's encoding switches every figure of the view, and its name.
    await page
      .getByRole('navigation', { name: 'Views' })
      .getByRole('button', { name: 'System prompt' })
      .click();
    await page
      .getByRole('region', { name: 'Token meter' })
      .getByLabel('Encoding')
      .selectOption('cl100k_base');
    await openContextView(page);
    await expect(page.getByTestId('view-vocabulary')).toContainText('cl100k_base');
    // While the view counts again its heading reads "counting…", which has no figure (0 here):
    // wait for a cl100k figure, not only for the o200k one to go.
    await expect
      .poll(async () => {
        const now = await total();
        return now > 0 && now !== o200k;
      })
      .toBe(true);
    expect(await sumOfLayers()).toBe(await total());
    expectCleanRun(watch);
  });
});
