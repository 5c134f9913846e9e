/**
 * The Gemini settings' main interaction: the header button opens the dialog, a saved key is
 * kept in memory only unless "Remember on this device" is ticked, and "Clear key" forgets it
 * in memory and in this browser.
 */
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_GEMINI_BASE_URL,
  GEMINI_KEY_STORAGE_KEY,
  useGeminiSettings,
} from '../../geminiApi/geminiSettings';
import { polyfillDialog } from '../../testing/dialog';
import { SettingsButton } from './SettingsButton';

const KEY = 'AIzaSyA-test-key-0123456789abcdefghijklm';

// Lazy chunks, workers and renders take longer on a busy machine: waits are not assertions.
configure({ asyncUtilTimeout: 10_000 });
beforeAll(polyfillDialog);
beforeEach(() => {
  localStorage.clear();
  useGeminiSettings.setState({ apiKey: null, baseUrl: DEFAULT_GEMINI_BASE_URL, remember: false });
});
afterEach(cleanup);

async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Settings' }));
  return screen.findByRole('dialog', { name: 'Gemini API settings' });
}

const keyField = () => screen.getByLabelText<HTMLInputElement>('API key');
const rememberBox = () =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember on this device' });
const stored = () => localStorage.getItem(GEMINI_KEY_STORAGE_KEY);

/** Opens Settings, types the key and ticks "Remember on this device". */
async function enterKeyToRemember(user: ReturnType<typeof userEvent.setup>) {
  render(<SettingsButton />);
  await openSettings(user);
  await user.type(keyField(), KEY);
  await user.click(rememberBox());
}

describe('Gemini settings: the API key', () => {
  it('keeps a saved key in memory only unless remembering is chosen', async () => {
    const user = userEvent.setup();
    render(<SettingsButton />);
    expect(screen.getByRole('button', { name: 'Settings' }).title).toBe('No Gemini API key yet');
    await openSettings(user);
    expect(rememberBox().checked).toBe(false);
    expect(
      screen.getByText('The key stays in memory only and is forgotten when this tab closes.'),
    ).toBeTruthy();
    await user.type(keyField(), KEY);
    expect(keyField().type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useGeminiSettings.getState().apiKey).toBe(KEY);
    expect(stored()).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain(KEY);
    expect(screen.getByRole('button', { name: 'Settings' }).title).toBe('Gemini API key set');
  });

  it('stores the key in this browser when "Remember on this device" is ticked', async () => {
    const user = userEvent.setup();
    await enterKeyToRemember(user);
    expect(
      screen.getByText('The key is stored in this browser’s local storage until you clear it.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored()).toBe(KEY));
    expect(useGeminiSettings.getState().remember).toBe(true);
  });

  it('forgets the key in memory and in this browser with "Clear key"', async () => {
    const user = userEvent.setup();
    useGeminiSettings.getState().setGeminiSettings({ apiKey: KEY, remember: true });
    expect(stored()).toBe(KEY);
    render(<SettingsButton />);
    await openSettings(user);
    expect(keyField().value).toBe(KEY);
    expect(rememberBox().checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear key' }));
    expect(keyField().value).toBe('');
    expect(rememberBox().checked).toBe(false);
    expect(useGeminiSettings.getState().apiKey).toBeNull();
    expect(stored()).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Clear key' }).disabled).toBe(
      true,
    );
  });

  it('changes nothing on Cancel', async () => {
    const user = userEvent.setup();
    await enterKeyToRemember(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useGeminiSettings.getState().apiKey).toBeNull();
    expect(stored()).toBeNull();
  });
});
