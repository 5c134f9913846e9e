import { useRef, useState } from 'react';
import {
  describeBytes,
  describeChars,
  describeHistoryForm,
  MAX_STATE_TEXT_LENGTH,
  parseHistoryJson,
} from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { textFromWorker } from '../../../workers/compression/client';
import { downloadText } from '../../lib/download';
import type { HistoryOrigin } from '../../history/useHistorySource';

const exact = (n: number) => n.toLocaleString('en-US');
/** Exact figures: near the limit, rounded ones would read the same. */
const tooLong = (chars: number, what: string) =>
  `${what} ${exact(chars)} characters long; Promptscope keeps histories of up to ${exact(MAX_STATE_TEXT_LENGTH)}.`;

/**
 * What an imported file becomes: session files and logged requests are converted to a plain
 * contents list (so the editor shows what the simulator uses); other histories stay as they are.
 * A text longer than the state keeps is refused before it is parsed (parsing 4 MB takes a
 * third of a second on the main thread), and so is a conversion that would be.
 */
export function importHistoryText(
  text: string,
): { text: string; said: string; error: null } | { error: string } {
  if (text.length > MAX_STATE_TEXT_LENGTH) return { error: tooLong(text.length, 'it is') };
  const parsed = parseHistoryJson(text);
  if ('error' in parsed) return { error: `${parsed.error.message}.` };
  const said = describeHistoryForm(parsed.form, parsed.notes);
  const converted = parsed.form === 'cli-session' || parsed.form === 'api-request';
  const kept = converted ? JSON.stringify(parsed.history, null, 2) : text;
  if (kept.length > MAX_STATE_TEXT_LENGTH) {
    return { error: tooLong(kept.length, 'converted to a contents list, it is') };
  }
  return { text: kept, said, error: null };
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
    // Every character takes at most 3 bytes of UTF-8: a larger file is too long unread.
    if (file.size > MAX_STATE_TEXT_LENGTH * 3) {
      setMessage(
        `${file.name} was not imported: at ${describeBytes(file.size)} it holds more than the ${describeChars(MAX_STATE_TEXT_LENGTH)} Promptscope keeps for a history. Your history is unchanged.`,
      );
      return;
    }
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
    // One message either way: a change the store refused (it says why) was not imported.
    const applied = useConfigStore.getState().config.compression.customHistory === outcome.text;
    setMessage(
      applied ? `Imported ${file.name}. ${outcome.said}` : `${file.name} was not imported.`,
    );
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
