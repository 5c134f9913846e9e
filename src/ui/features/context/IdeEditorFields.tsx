import { useId, useState } from 'react';
import type { PlaygroundIdeState } from '../../../core';
import { useConfig } from '../../store/configStore';
import { parsePathLines } from './ideState';
import { useContextPatch } from './useContextPatch';

/** The editor state the IDE companion reports: active file, cursor, selection, open files. */
export function IdeEditorFields() {
  const ide = useConfig((c) => c.context.ide);
  const files = useConfig((c) => c.workspace.files);
  const patch = useContextPatch();
  const listId = useId();
  const set = (fields: Partial<PlaygroundIdeState>, key: string) =>
    patch({ ide: { ...ide, ...fields } }, `ide.${key}`);
  const joined = ide.openFiles.join('\n');
  const [draft, setDraft] = useState(joined);
  // Keep the typed text (blank lines while typing) unless the list changed elsewhere (undo).
  const openText = parsePathLines(draft).join('\n') === joined ? draft : joined;
  const number = (value: string) => Math.max(0, Math.floor(Number(value) || 0));
  return (
    <div className="ctx-ide-fields">
      <label className="ctx-field">
        <span>Active file</span>
        <input
          type="text"
          list={listId}
          value={ide.activeFile}
          spellCheck={false}
          placeholder="(none)"
          onChange={(event) => set({ activeFile: event.target.value }, 'activeFile')}
        />
      </label>
      <datalist id={listId}>
        {Object.keys(files).map((path) => (
          <option key={path} value={path} />
        ))}
      </datalist>
      <div className="ctx-row">
        <label className="ctx-field ctx-field-small">
          <span>Cursor line</span>
          <input
            type="number"
            min={1}
            value={ide.cursorLine}
            onChange={(event) => set({ cursorLine: number(event.target.value) }, 'cursorLine')}
          />
        </label>
        <label className="ctx-field ctx-field-small">
          <span>Character</span>
          <input
            type="number"
            min={0}
            value={ide.cursorCharacter}
            onChange={(event) =>
              set({ cursorCharacter: number(event.target.value) }, 'cursorCharacter')
            }
          />
        </label>
      </div>
      <label className="ctx-field">
        <span>Selected text</span>
        <textarea
          rows={2}
          value={ide.selectedText}
          spellCheck={false}
          onChange={(event) => set({ selectedText: event.target.value }, 'selectedText')}
        />
      </label>
      <label className="ctx-field">
        <span>Other open files (one path a line, most recent first)</span>
        <textarea
          rows={3}
          value={openText}
          spellCheck={false}
          onChange={(event) => {
            setDraft(event.target.value);
            set({ openFiles: parsePathLines(event.target.value) }, 'openFiles');
          }}
        />
      </label>
    </div>
  );
}
