import { useRef, useState } from 'react';
import { describeHistoryForm, parseHistoryJson } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { textFromWorker } from '../../../workers/compression/client';
import { downloadText } from '../../lib/download';
import type { HistoryOrigin } from '../../history/useHistorySource';

/** Files above this size are stored as they are and checked by the worker, not here. */
const CHECK_ON_IMPORT_MAX_CHARS = 20_000_000;

/**
 * What an imported file becomes: session files and logged requests are converted to a plain
 * contents list (so the editor shows what the simulator uses); other histories stay as they are.
 */
export function importHistoryText(
  text: string,
): { text: string; said: string; error: null } | { error: string } {
  if (text.length > CHECK_ON_IMPORT_MAX_CHARS) {
    return { text, said: 'It is large, so it is checked in the background.', error: null };
  }
  const parsed = parseHistoryJson(text);
  if ('error' in parsed) return { error: `${parsed.error.message}.` };
  const said = describeHistoryForm(parsed.form, parsed.notes);
  const converted = parsed.form === 'cli-session' || parsed.form === 'api-request';
  return { text: converted ? JSON.stringify(parsed.history, null, 2) : text, said, error: null };
}

interface Props {
  origin: HistoryOrigin;
  text: string | null;
}

/** Import a history file, export the current one, edit a generated one, or go back to the sample. */
export function HistoryFileActions({ origin, text }: Props) {
  const patch = useConfigStore((s) => s.patch);
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch (e) {
      setMessage(`Could not read ${file.name}: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    const outcome = importHistoryText(text);
    if (outcome.error !== null) {
      setMessage(`${file.name} was not imported: ${outcome.error} Your history is unchanged.`);
      return;
    }
    patch('compression', { customHistory: outcome.text });
    setMessage(`Imported ${file.name}. ${outcome.said}`);
  };
  const current = async () => text ?? (await textFromWorker('history-text'));
  const exportFile = async () => {
    try {
      downloadText('history.json', await current(), 'application/json');
    } catch (e) {
      setMessage(`Nothing to export yet: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  return (
    <div className="cmp-actions" role="group" aria-label="History file">
      <button type="button" className="btn" onClick={() => input.current?.click()}>
        Import…
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label="History file to import"
        onChange={(e) => {
          void importFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <button type="button" className="btn" onClick={() => void exportFile()}>
        Export
      </button>
      {origin === 'synthetic' && (
        <button
          type="button"
          className="btn"
          onClick={() => void current().then((t) => patch('compression', { customHistory: t }))}
        >
          Edit as JSON
        </button>
      )}
      {origin === 'custom' && (
        <button
          type="button"
          className="btn"
          onClick={() => patch('compression', { customHistory: null })}
        >
          Discard edits
        </button>
      )}
      {message && (
        <p className="cmp-hint" role="status" data-testid="history-file-status">
          {message}
        </p>
      )}
    </div>
  );
}
