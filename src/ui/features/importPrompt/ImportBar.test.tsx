/**
 * The import's main interactions, composed as the shell does (`shell/PromptView.tsx`): the bar
 * and the drop zone around what the prompt pane shows (the shared rendered prompt the preview
 * and the meter read). A paste or a drop becomes parts named by their headings, a part switched
 * off leaves the prompt shown and its total, and a refused input says why and loses nothing.
 */
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMPORTED_PROMPT_CHARS } from '../../../core';
import { PromptSlicesProvider } from '../../prompt/PromptSlices';
import { useRenderedPrompt } from '../../prompt/useRenderedPrompt';
import { useUiStore } from '../../store/uiStore';
import { ImportBar } from './ImportBar';
import { ImportDropZone } from './ImportDropZone';
import { importedInStore, polyfillDialog } from './testSupport';

const MANDATES = '# Core Mandates\nFollow the project conventions.';
const TEAM = '# Team Rules\nReview every change.';
const TEXT = `You are a coding agent.\n\n${MANDATES}\n\n${TEAM}\n\n# Final Reminder\nStay safe.`;

/** What the prompt pane shows: the rendered prompt and its size. */
function PromptShown() {
  const prompt = useRenderedPrompt();
  return (
    <section aria-label="Prompt shown" data-mode={prompt.mode}>
      <pre data-testid="prompt-text">{prompt.text}</pre>
      <p data-testid="prompt-total">{prompt.text.length} characters</p>
    </section>
  );
}

function renderPane() {
  render(
    <PromptSlicesProvider>
      <ImportDropZone bar={<ImportBar />}>
        <PromptShown />
      </ImportDropZone>
    </PromptSlicesProvider>,
  );
  return userEvent.setup();
}

const shown = () => screen.getByTestId('prompt-text').textContent ?? '';
const total = () =>
  Number(/^(\d+) characters$/.exec(screen.getByTestId('prompt-total').textContent ?? '')?.[1]);
const partTitles = () =>
  screen
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.querySelector('.import-span-title')?.textContent);

async function importPasted(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('button', { name: 'Import system prompt…' }));
  await screen.findByRole('dialog', { name: 'Import system prompt' });
  await user.click(screen.getByLabelText('…or paste the prompt'));
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Import pasted text' }));
}

function drop(file: File) {
  fireEvent.drop(screen.getByRole('region', { name: 'Prompt shown' }), {
    dataTransfer: { files: [file], types: ['Files'] },
  });
}

// Lazy chunks, workers and renders take longer on a busy machine: waits are not assertions.
configure({ asyncUtilTimeout: 10_000 });
beforeAll(polyfillDialog);
beforeEach(() => {
  useUiStore.setState({ notices: [] });
});
afterEach(cleanup);

describe('ImportBar and ImportDropZone', () => {
  it('shows a pasted prompt instead of the modeled one, in parts named by its headings', async () => {
    const user = renderPane();
    const modeled = shown();
    expect(screen.getByRole('region', { name: 'Prompt shown' }).dataset['mode']).not.toBe(
      'imported',
    );
    await importPasted(user, TEXT);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('import-badge').textContent).toBe('pasted text · imported');
    // The pane renders the prompt deferred (PromptSlicesProvider): it follows within a render.
    await waitFor(() => expect(shown()).toBe(TEXT));
    expect(shown()).not.toBe(modeled);
    expect(partTitles()).toEqual(['Preamble', 'Core Mandates', 'Team Rules', 'Final Reminder']);
    expect(screen.getByText(/^Imported parts \(4\)/)).toBeTruthy();
  });

  it('imports a file dropped on the prompt pane under its name', async () => {
    renderPane();
    drop(new File([TEXT], 'system.md', { type: 'text/markdown' }));
    await waitFor(() =>
      expect(screen.getByTestId('import-badge').textContent).toBe('system.md · imported'),
    );
    await waitFor(() => expect(shown()).toBe(TEXT));
    expect(partTitles()).toContain('Team Rules');
  });

  it('drops a part switched off from the prompt shown and its total, and brings it back', async () => {
    const user = renderPane();
    await importPasted(user, TEXT);
    await waitFor(() => expect(shown()).toBe(TEXT));
    const before = total();
    await user.click(screen.getByRole('checkbox', { name: /Team Rules/ }));
    await waitFor(() => expect(shown()).not.toContain('Review every change.'));
    expect(shown()).toContain(MANDATES);
    expect(shown()).toContain('# Final Reminder');
    expect(before - total()).toBe(`\n\n${TEAM}`.length);
    await user.click(screen.getByRole('checkbox', { name: /Team Rules/ }));
    await waitFor(() => expect(shown()).toBe(TEXT));
    expect(total()).toBe(before);
  });

  it('switches back to the modeled prompt and keeps the import', async () => {
    const user = renderPane();
    const modeled = shown();
    await importPasted(user, TEXT);
    await waitFor(() => expect(shown()).toBe(TEXT));
    await user.click(screen.getByRole('button', { name: 'Show modeled prompt' }));
    await waitFor(() => expect(shown()).toBe(modeled));
    expect(screen.getByTestId('import-badge').textContent).toBe('pasted text · import kept');
    await user.click(screen.getByRole('button', { name: 'Show imported prompt' }));
    await waitFor(() => expect(shown()).toBe(TEXT));
  });
});

describe('refused imports', () => {
  it('refuses a paste that is too long, says why and keeps the text', async () => {
    const user = renderPane();
    const modeled = shown();
    await user.click(screen.getByRole('button', { name: 'Import system prompt…' }));
    const paste = await screen.findByLabelText<HTMLTextAreaElement>('…or paste the prompt');
    const huge = 'x'.repeat(MAX_IMPORTED_PROMPT_CHARS + 1);
    fireEvent.change(paste, { target: { value: huge } });
    await user.click(screen.getByRole('button', { name: 'Import pasted text' }));
    expect(screen.getByRole('alert').textContent).toBe(
      `The pasted text has ${(MAX_IMPORTED_PROMPT_CHARS + 1).toLocaleString('en-US')} characters; Promptscope imports prompts of up to ${MAX_IMPORTED_PROMPT_CHARS.toLocaleString('en-US')}.`,
    );
    expect(paste.value.length).toBe(huge.length);
    expect(screen.getByRole('dialog', { name: 'Import system prompt' })).toBeTruthy();
    expect(importedInStore()?.text).toBe('');
    expect(shown()).toBe(modeled);
  });

  it('refuses a dropped binary file with its reason and keeps the earlier import', async () => {
    const user = renderPane();
    await importPasted(user, TEXT);
    await waitFor(() => expect(shown()).toBe(TEXT));
    drop(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13])], 'logo.png'));
    await waitFor(() => expect(useUiStore.getState().notices).toHaveLength(1));
    expect(useUiStore.getState().notices[0]).toMatchObject({
      tone: 'error',
      text: 'Nothing was imported: logo.png looks binary (it holds a NUL byte, on line 1), not a text prompt.',
    });
    expect(screen.getByTestId('import-badge').textContent).toBe('pasted text · imported');
    expect(shown()).toBe(TEXT);
  });
});
