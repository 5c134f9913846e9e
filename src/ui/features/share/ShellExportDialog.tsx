import { useMemo, useState } from 'react';
import {
  buildShellExport,
  cliTextLabel,
  isSeedsVersion,
  showControlCharacters,
  type ExportShell,
} from '../../../core';
import { useConfig } from '../../store/configStore';
import { CopyField } from './CopyField';
import { downloadText } from '../../lib/download';
import { Modal } from '../../lib/Modal';
import { DoneActions } from './DoneActions';

const SHELLS: { id: ExportShell; label: string }[] = [
  { id: 'posix', label: 'bash / zsh' },
  { id: 'powershell', label: 'PowerShell' },
];

/** Shell lines that give the real Gemini CLI the preview's configuration, with their notes. */
export function ShellExportDialog({ onClose }: { onClose: () => void }) {
  const config = useConfig((c) => c);
  const [shell, setShell] = useState<ExportShell>('posix');
  const exported = useMemo(() => {
    try {
      return { value: buildShellExport(config, shell), error: null };
    } catch (error) {
      return { value: null, error: error instanceof Error ? error.message : String(error) };
    }
  }, [config, shell]);

  return (
    <Modal title="Shell lines for the Gemini CLI" onClose={onClose} testId="shell-export-dialog">
      {exported.value?.systemMd ? (
        <ImportedSystemMdHint systemMd={exported.value.systemMd} />
      ) : (
        <p className="share-hint">
          Run these before starting <code>gemini</code> to give the real CLI the same configuration:
          the same sections, in the same order, for the same settings.{' '}
          {isSeedsVersion(config.gemini.cliVersion)
            ? 'The CLI then writes its own wording of each section, not the wording shown in the preview (ours, of the 2026-02 revision).'
            : `The preview showed ${cliTextLabel(config.gemini.cliVersion)}: that release of the CLI sends the same text.`}{' '}
          Settings that no environment variable controls are listed as notes.
        </p>
      )}
      <label className="share-field">
        Shell
        <select value={shell} onChange={(event) => setShell(event.target.value as ExportShell)}>
          {SHELLS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {exported.value ? (
        <>
          {exported.value.lines.length === 0 && (
            <p className="share-hint">No variables are needed: every setting is the default.</p>
          )}
          <CopyField label="Shell lines" text={exported.value.text} what="shell lines" multiline />
          {exported.value.notes.length > 0 && (
            <section aria-label="Notes on the shell lines">
              <h3 className="share-subtitle">Notes</h3>
              <ul className="share-notes">
                {exported.value.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </section>
          )}
        </>
      ) : (
        <p className="share-copy-error" role="alert">
          The shell lines could not be built: {exported.error}
        </p>
      )}
      <DoneActions onClose={onClose} />
    </Modal>
  );
}

/** In imported mode: the one way to send the imported text, and the file to save for it. */
function ImportedSystemMdHint({ systemMd }: { systemMd: { path: string; content: string } }) {
  return (
    <div className="share-hint" data-testid="shell-export-imported">
      <p>
        The preview shows an imported prompt. The Gemini CLI cannot be configured to send an
        imported text, except through <code>GEMINI_SYSTEM_MD</code>: save the imported text as
        toggled as <code>{showControlCharacters(systemMd.path)}</code> and run the line below before
        starting <code>gemini</code>.
      </p>
      <button
        type="button"
        className="btn"
        onClick={() => downloadText('system.md', systemMd.content, 'text/markdown')}
      >
        Download system.md (imported text as toggled)
      </button>
    </div>
  );
}
