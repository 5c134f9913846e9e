import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImportDialog } from './ImportDialog';
import { importedInStore, polyfillDialog } from './testSupport';

const EMPTY_IMPORT = { text: '', fileName: '', active: false, disabledSpans: [] };

describe('ImportDialog', () => {
  beforeAll(polyfillDialog);
  afterEach(cleanup);

  function open() {
    const onClose = vi.fn();
    render(<ImportDialog onClose={onClose} />);
    // The picker's accept list is a hint browsers let users override: test what the dialog does.
    return { onClose, user: userEvent.setup({ applyAccept: false }) };
  }

  it('imports pasted text and closes', async () => {
    const { onClose, user } = open();
    await user.click(screen.getByLabelText('…or paste the prompt'));
    await user.paste('Intro.\n\n# Core Mandates\nrules');
    await user.click(screen.getByRole('button', { name: 'Import pasted text' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(importedInStore()).toEqual({
      text: 'Intro.\n\n# Core Mandates\nrules',
      fileName: 'pasted text',
      active: true,
      disabledSpans: [],
    });
  });

  it('explains an empty paste and changes nothing', async () => {
    const { onClose, user } = open();
    await user.click(screen.getByRole('button', { name: 'Import pasted text' }));
    expect(screen.getByRole('alert').textContent).toMatch(/The pasted text is empty/);
    expect(onClose).not.toHaveBeenCalled();
    expect(importedInStore()).toEqual(EMPTY_IMPORT);
  });

  it('imports a chosen file under its name', async () => {
    const { onClose, user } = open();
    const file = new File(['# Final Reminder\nbye'], 'system.md', { type: 'text/markdown' });
    await user.upload(screen.getByLabelText(/Choose a file/), file);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(importedInStore()?.fileName).toBe('system.md');
    expect(importedInStore()?.text).toBe('# Final Reminder\nbye');
  });

  it('refuses a binary file with a reason and keeps the pasted text', async () => {
    const { onClose, user } = open();
    await user.click(screen.getByLabelText('…or paste the prompt'));
    await user.paste('keep me');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13])], 'logo.png');
    await user.upload(screen.getByLabelText(/Choose a file/), png);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/logo\.png looks binary/),
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('…or paste the prompt').value).toBe(
      'keep me',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(importedInStore()).toEqual(EMPTY_IMPORT);
  });
});
