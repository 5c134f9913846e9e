import { useState, type DragEvent, type ReactNode } from 'react';
import { useUiStore } from '../../store/uiStore';
import { importPromptText, readPromptFile } from './importActions';

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * Wraps the prompt pane: `bar` on top, `children` (the preview) below with the rest of the
 * height; a file dropped anywhere on it is imported as the system prompt.
 */
export function ImportDropZone({ bar, children }: { bar: ReactNode; children: ReactNode }) {
  const [over, setOver] = useState(false);
  const onDrop = async (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (!file) return;
    const result = await readPromptFile(file);
    const refused = result.ok ? await importPromptText(result.text, file.name) : result.reason;
    if (refused) useUiStore.getState().pushNotice('error', `Nothing was imported: ${refused}`);
  };
  return (
    <div
      className={`import-drop-zone${over ? ' is-over' : ''}`}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => void onDrop(event)}
    >
      {bar}
      <div className="import-drop-body">{children}</div>
      {over && (
        <div className="import-drop-overlay" aria-hidden="true">
          Drop to import this file as the system prompt
        </div>
      )}
    </div>
  );
}
