import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultPlaygroundState } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { ShellExportDialog } from './ShellExportDialog';

const IMPORTED = '# Core Mandates\nBe careful.\n\n# Team Playbook\nShip small.';

function showConfig(active: boolean): void {
  const config = createDefaultPlaygroundState();
  config.gemini.env = { GEMINI_PROMPT_GIT: '0' };
  config.importedPrompt = {
    text: IMPORTED,
    fileName: 'system.md',
    active,
    disabledSpans: ['HEADING:Team Playbook'],
  };
  useConfigStore.setState({ config, past: [], future: [], lastChange: null });
}

const shellLines = () =>
  (screen.getByRole('textbox', { name: 'Shell lines' }) as HTMLTextAreaElement).value;

describe('ShellExportDialog', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs: stand-ins that set `open`.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
  });
  beforeEach(() => vi.restoreAllMocks());
  afterEach(cleanup);

  it('with an imported prompt shown, offers GEMINI_SYSTEM_MD and the text as toggled', async () => {
    showConfig(true);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<ShellExportDialog onClose={() => {}} />);

    expect(screen.getByTestId('shell-export-imported').textContent).toContain(
      'cannot be configured to send an imported text, except through GEMINI_SYSTEM_MD',
    );
    expect(shellLines()).toMatch(
      /^export GEMINI_SYSTEM_MD=\/home\/dev\/projects\/acme-api\/\.gemini\/system\.md\n/,
    );
    // The modeled configuration's section switch is not what the CLI would use here.
    expect(shellLines()).not.toContain('GEMINI_PROMPT_GIT');

    await userEvent.click(
      screen.getByRole('button', { name: 'Download system.md (imported text as toggled)' }),
    );
    expect(blobs).toHaveLength(1);
    expect(await blobs[0]?.text()).toBe('# Core Mandates\nBe careful.');
  });

  it('with the modeled prompt shown, exports its configuration as before', () => {
    showConfig(false);
    render(<ShellExportDialog onClose={() => {}} />);
    expect(screen.queryByTestId('shell-export-imported')).toBeNull();
    expect(shellLines()).toContain('export GEMINI_PROMPT_GIT=0');
    expect(screen.queryByRole('button', { name: /Download system\.md/ })).toBeNull();
  });
});
