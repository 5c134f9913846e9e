/**
 * The Share button as a user meets it: a link made from the current configuration (never with
 * the API key), copied to the clipboard; a refused clipboard leaves the link selected with how
 * to copy it; a link too long for chat tools is flagged, with the same configuration as a file.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeShareState, SHARE_LINK_WARN_LENGTH } from '../../../core';
import { useGeminiSettings } from '../../geminiApi/geminiSettings';
import { useConfigStore } from '../../store/configStore';
import { captureDownloads, polyfillModalDialogs } from '../../testing/components';
import { ShareActions } from './ShareActions';

const API_KEY = 'AIzaSy-test-secret-0123456789';

/** Renders the header actions with a clipboard that does what `writeText` does. */
function renderWithClipboard(writeText: (text: string) => Promise<void>) {
  render(<ShareActions />);
  const user = userEvent.setup();
  // After `setup`, which installs a clipboard of its own.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return user;
}

async function share(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share this configuration' });
  const field = within(dialog).getByRole('textbox', { name: 'Share link' }) as HTMLInputElement;
  return { dialog, field, link: field.value };
}

/** Text no compressor shrinks much: makes the link long. */
function noise(chars: number): string {
  let seed = 7;
  let text = '';
  while (text.length < chars) {
    seed = (seed * 48271) % 2147483647;
    text += seed.toString(36);
  }
  return text.slice(0, chars);
}

beforeAll(polyfillModalDialogs);
beforeEach(() => {
  useGeminiSettings.getState().setGeminiSettings({ apiKey: API_KEY, remember: true });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ShareActions: the share link', () => {
  it('copies a link that opens the current configuration and never holds the API key', async () => {
    useConfigStore.getState().patch('gemini', { approvalMode: 'plan', model: 'flash' });
    const copied: string[] = [];
    const user = renderWithClipboard((text) => {
      copied.push(text);
      return Promise.resolve();
    });
    const { dialog, link } = await share(user);

    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/.*#s=/);
    expect(copied).toEqual([link]);
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Copied the link to the clipboard.',
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByTestId('share-link-length').textContent).toBe(
      `Link length: ${link.length.toLocaleString('en-US')} characters`,
    );
    const decoded = decodeShareState(link);
    expect(decoded.error).toBeNull();
    expect(decoded.state).toEqual(useConfigStore.getState().config);
    expect(link).not.toContain(API_KEY);
    expect(JSON.stringify(decoded.state)).not.toContain(API_KEY);

    await user.click(within(dialog).getByRole('button', { name: 'Copy again' }));
    expect(copied).toEqual([link, link]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the clipboard is refused, selects the link and says how to copy it', async () => {
    const user = renderWithClipboard(() => Promise.reject(new Error('Write permission denied.')));
    const { dialog, field, link } = await share(user);

    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The link was not copied (the browser refused clipboard access: Write permission denied.). ' +
        'It is selected above: press Ctrl+C (⌘C on a Mac) to copy it.',
    );
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(link.length);
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('warns about a link too long for chat tools and offers the configuration as a file', async () => {
    useConfigStore.getState().patch('environment', { environmentMemory: noise(12_000) });
    const downloads = captureDownloads();
    const user = renderWithClipboard(() => Promise.resolve());
    const { dialog, link } = await share(user);

    expect(link.length).toBeGreaterThan(SHARE_LINK_WARN_LENGTH);
    const warning = within(dialog).getByRole('alert');
    expect(warning.textContent).toContain('This link is longer than 8,000 characters');
    await user.click(within(warning).getByRole('button', { name: 'Download .promptscope.json' }));
    expect(downloads.map((d) => d.fileName)).toEqual(['configuration.promptscope.json']);
    const file = JSON.parse(await downloads[0]!.text()) as { state: unknown };
    expect(file.state).toEqual(useConfigStore.getState().config);
    expect(JSON.stringify(file)).not.toContain(API_KEY);
  });

  it('offers a short link as a file too, without a warning', async () => {
    const downloads = captureDownloads();
    const user = renderWithClipboard(() => Promise.resolve());
    const { dialog } = await share(user);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Download as file' }));
    expect(downloads.map((d) => d.fileName)).toEqual(['configuration.promptscope.json']);
  });
});

describe('ShareActions: key-shaped strings in imported content', () => {
  /** A made-up key in the Google format, pasted into an imported history. */
  const PASTED_KEY = `AIzaSy${'Q7w8E9r0T1'.repeat(3)}aBc`;

  beforeEach(() => {
    useConfigStore.getState().patch('compression', {
      customHistory: JSON.stringify([{ role: 'user', parts: [{ text: `use ${PASTED_KEY}` }] }]),
    });
  });

  it('leaves them out of the link by default and says what and where', async () => {
    const user = renderWithClipboard(() => Promise.resolve());
    const { dialog, link } = await share(user);
    expect(within(dialog).getByTestId('share-secrets').textContent).toMatch(
      /Left out of this link: 1 string shaped like Google API key in the imported history/,
    );
    const decoded = decodeShareState(link);
    expect(JSON.stringify(decoded.state)).not.toContain(PASTED_KEY);
    expect(decoded.state?.compression.customHistory).toContain('[secret left out]');
    // The user's own configuration keeps its history as it was.
    expect(useConfigStore.getState().config.compression.customHistory).toContain(PASTED_KEY);
  });

  it('carries them only after the user asks, and can leave them out again', async () => {
    const copied: string[] = [];
    const user = renderWithClipboard((text) => {
      copied.push(text);
      return Promise.resolve();
    });
    const { dialog } = await share(user);
    await user.click(within(dialog).getByRole('button', { name: 'Include them in the link' }));
    const field = within(dialog).getByRole('textbox', { name: 'Share link' }) as HTMLInputElement;
    expect(JSON.stringify(decodeShareState(field.value).state)).toContain(PASTED_KEY);
    expect(within(dialog).getByTestId('share-secrets').textContent).toMatch(/This link carries/);
    expect(copied.at(-1)).toBe(field.value);

    await user.click(within(dialog).getByRole('button', { name: 'Leave them out' }));
    const again = within(dialog).getByRole('textbox', { name: 'Share link' }) as HTMLInputElement;
    expect(JSON.stringify(decodeShareState(again.value).state)).not.toContain(PASTED_KEY);
  });
});
