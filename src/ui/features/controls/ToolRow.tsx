import { useId } from 'react';
import { NotApplicableNote } from './NotApplicable';
import { toolNameVariable, toolNotes } from './toolNotes';

interface ToolRowProps {
  name: string;
  checked: boolean;
  custom: boolean;
  /** Why ticking it changes nothing here (the CLI removes or never registers it), else null. */
  notApplicable: string | null;
  onChange: (checked: boolean) => void;
}

/** One tool: its checkbox, what it drives, and a remove button for custom names. */
export function ToolRow({ name, checked, custom, notApplicable, onChange }: ToolRowProps) {
  const id = useId();
  const notes = toolNotes(name);
  return (
    <li
      className={notApplicable ? 'tool-row field-inactive' : 'tool-row'}
      data-testid={`tool-${name}`}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={`${id}-notes`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <div className="tool-row-text">
        <label htmlFor={id} className="mono">
          {name}
        </label>
        <div id={`${id}-notes`} className="field-hint">
          {notes.join(' · ')}
          {notes.length > 0 ? ' · ' : ''}
          <code>{toolNameVariable(name)}</code>
          {notApplicable && (
            <>
              {' · '}
              <NotApplicableNote id={`tool:${name}`} reason={notApplicable} />
            </>
          )}
        </div>
      </div>
      {custom && (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-label={`Remove tool ${name}`}
          onClick={() => onChange(false)}
        >
          Remove
        </button>
      )}
    </li>
  );
}
