/**
 * The Export menu: it opens as a menu (keyboard too), and each item does what it says:
 * downloads system.md, opens the shell-lines and API-request dialogs (neither holds the API
 * key), downloads the configuration file.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGeminiSettings } from '../../geminiApi/geminiSettings';
import { createDefaultPlaygroundState } from '../../../core';
import { systemPromptOf } from '../../components/configPrompt';
import { useConfigStore } from '../../store/configStore';
import { captureDownloads, polyfillModalDialogs } from '../../testing/components';
import { buildConfigFile } from './configFile';
import { ExportMenu } from './ExportMenu';
import { ShareLinkStatus } from './ShareLinkStatus';

const API_KEY = 'AIzaSy-test-secret-0123456789';

function renderMenu() {
  render(<ExportMenu />);
  return userEvent.setup();
}

async function choose(user: ReturnType<typeof userEvent.setup>, item: RegExp) {
  await user.click(screen.getByRole('button', { name: /Export/ }));
  await user.click(
    within(screen.getByRole('menu', { name: 'Export' })).getByRole('menuitem', { name: item }),
  );
}

beforeAll(polyfillModalDialogs);
beforeEach(() => {
  useGeminiSettings.getState().setGeminiSettings({ apiKey: API_KEY });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ExportMenu', () => {
  it('opens with focus on the first item, moves with the arrows and closes with Escape', async () => {
    const user = renderMenu();
    const button = screen.getByRole('button', { name: /Export/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    const items = within(screen.getByRole('menu', { name: 'Export' })).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Download system.md as a template for GEMINI_SYSTEM_MD',
      'Download the prompt as sent (final text)',
      'Copy shell lines…',
      'Copy Gemini API request…',
      'Download configuration (.promptscope.json)',
      'Open configuration file…',
    ]);
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('downloads system.md as a template and as sent', async () => {
    const downloads = captureDownloads();
    const user = renderMenu();
    await choose(user, /as a template/);
    await choose(user, /as sent/);
    // The export code loads on first use: the downloads follow it.
    await vi.waitFor(() =>
      expect(downloads.map((d) => d.fileName)).toEqual(['system.md', 'system-prompt-as-sent.md']),
    );
    const [template, sent] = await Promise.all(downloads.map((d) => d.text()));
    expect(template).toContain('${');
    expect(sent).not.toContain('${');
    expect(sent).toContain('Core Mandates');
    // As sent is the text the preview shows: the release's own.
    expect(sent).toBe(systemPromptOf(useConfigStore.getState().config).text);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the shell lines dialog', async () => {
    useConfigStore.getState().patch('gemini', { env: { GEMINI_PROMPT_GIT: '0' } });
    const user = renderMenu();
    await choose(user, /Copy shell lines/);
    const dialog = await screen.findByRole('dialog', { name: 'Shell lines for the Gemini CLI' });
    const lines = within(dialog).getByRole('textbox', { name: 'Shell lines' });
    expect((lines as HTMLTextAreaElement).value).toContain('export GEMINI_PROMPT_GIT=0');
    expect((lines as HTMLTextAreaElement).value).not.toContain(API_KEY);
  });

  it('opens the API request dialog, whose JSON holds the system prompt but no API key', async () => {
    const user = renderMenu();
    await choose(user, /Copy Gemini API request/);
    const dialog = await screen.findByRole('dialog', { name: 'Gemini API request' });
    const json = (
      within(dialog).getByRole('textbox', { name: 'Request JSON' }) as HTMLTextAreaElement
    ).value;
    expect(JSON.parse(json)).toHaveProperty('systemInstruction');
    expect(json).not.toContain(API_KEY);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('downloads the configuration file', async () => {
    const downloads = captureDownloads();
    const user = renderMenu();
    await choose(user, /Download configuration/);
    expect(downloads.map((d) => d.fileName)).toEqual(['configuration.promptscope.json']);
    const file = JSON.parse(await downloads[0]!.text()) as { state: unknown };
    expect(file.state).toEqual(useConfigStore.getState().config);
    expect(JSON.stringify(file)).not.toContain(API_KEY);
  });

  it('opens a configuration file over the defaults; a file that is not one changes nothing', async () => {
    render(<ShareLinkStatus />);
    const user = renderMenu();
    const input = screen.getByLabelText('Open configuration file');
    const shared = createDefaultPlaygroundState();
    shared.gemini.approvalMode = 'plan';
    await choose(user, /Open configuration file/);
    await user.upload(input, new File([buildConfigFile(shared)], 'team.promptscope.json'));
    expect((await screen.findByTestId('link-status')).textContent).toContain(
      'Opened the configuration from the file.',
    );
    expect(useConfigStore.getState().config).toEqual(shared);

    const before = useConfigStore.getState().config;
    await user.upload(input, new File(['{ not json'], 'notes.json'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This file could not be opened: notes.json: The file is not JSON, so it is not a Promptscope configuration. Your current work is unchanged.',
    );
    expect(useConfigStore.getState().config).toBe(before);
  });

  // A link can set the path Asimi writes to; its file name must never name the download.
  it('names the Asimi write download itself, whatever file the link names', async () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.target = 'asimi';
    state.asimi.env['ASIMI_WRITE_SYSTEM_MD'] = '/Users/me/Downloads/update-helper.command';
    useConfigStore.setState({ config: state, past: [], future: [] });
    const downloads = captureDownloads();
    const user = renderMenu();
    await user.click(screen.getByRole('button', { name: /Export/ }));
    const menu = screen.getByRole('menu', { name: 'Export' });
    const item = await within(menu).findByRole('menuitem', { name: /ASIMI_WRITE_SYSTEM_MD/ });
    expect(item.textContent).toBe('Download the file ASIMI_WRITE_SYSTEM_MD writes (.md)');
    expect(menu.innerHTML).not.toContain('update-helper');
    await user.click(item);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.fileName).toMatch(/^promptscope-asimi-write-\d{4}-\d{2}-\d{2}\.md$/);
    expect((await downloads[0]!.text()).length).toBeGreaterThan(200);
  });
});
