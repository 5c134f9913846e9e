import { useRef, useState } from 'react';
import { useConfigStore } from '../../store/configStore';
import { textFromWorker } from './compressionClient';
import { downloadText } from '../../lib/download';

interface Props {
  origin: 'sample' | 'custom' | 'synthetic';
  text: string | null;
}

/** Import a history file, export the current one, edit a generated one, or go back to the sample. */
export function HistoryFileActions({ origin, text }: Props) {
  const patch = useConfigStore((s) => s.patch);
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      patch('compression', { customHistory: await file.text() });
      setMessage(`Imported ${file.name}.`);
    } catch (e) {
      setMessage(`Could not read ${file.name}: ${e instanceof Error ? e.message : String(e)}`);
    }
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
        <p className="cmp-hint" role="status">
          {message}
        </p>
      )}
    </div>
  );
}
