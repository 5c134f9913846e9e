import { useId, useState, type DragEvent } from 'react';
import { checkImportedPromptText } from '../../../core';
import { Modal } from '../../lib/Modal';
import { importPromptText, readPromptFile } from './importActions';

interface ImportDialogProps {
  onClose: () => void;
}

/**
 * Paste a system prompt, choose a file or drop one here. A refused input (empty, binary,
 * too large) is explained in the dialog and changes nothing; the pasted text stays.
 */
export function ImportDialog({ onClose }: ImportDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const id = useId();

  const importFile = async (file: File) => {
    setBusy(true);
    setError(null);
    const result = await readPromptFile(file);
    const refused = result.ok ? await importPromptText(result.text, file.name) : result.reason;
    setBusy(false);
    if (refused) setError(refused);
    else onClose();
  };

  const importPaste = async () => {
    const result = checkImportedPromptText(text, 'The pasted text');
    if (!result.ok) {
      setError(result.reason);
      return;
    }
    setBusy(true);
    setError(null);
    const refused = await importPromptText(result.text, 'pasted text');
    setBusy(false);
    if (refused) setError(refused);
    else onClose();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void importFile(file);
  };

  return (
    <Modal
      title="Import system prompt"
      onClose={onClose}
      testId="import-dialog"
      className="import-dialog"
    >
      <p className="muted">
        Bring the exact prompt your Gemini CLI sends: run it with{' '}
        <code>GEMINI_WRITE_SYSTEM_MD=1</code> and import the <code>.gemini/system.md</code> it
        writes, or any other system prompt.
      </p>
      <div
        className={`import-drop${dragging ? ' is-dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="import-drop"
      >
        <label htmlFor={`${id}-file`}>Choose a file (system.md, .txt) or drop it here</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".md,.markdown,.txt,text/markdown,text/plain"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
      </div>
      <label htmlFor={`${id}-paste`} className="import-paste-label">
        …or paste the prompt
      </label>
      <textarea
        id={`${id}-paste`}
        className="import-paste"
        rows={8}
        value={text}
        data-autofocus
        spellCheck={false}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      {error && (
        <p role="alert" className="notice notice-error import-error">
          {error}
        </p>
      )}
      {busy && <p role="status">Importing…</p>}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void importPaste()}
          disabled={busy}
        >
          Import pasted text
        </button>
      </div>
    </Modal>
  );
}
