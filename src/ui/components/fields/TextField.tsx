import { useId, useState, type ReactNode } from 'react';
import { describeControlCharacters, showControlCharacters } from '../../../core';

interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  placeholder?: string;
  type?: 'text' | 'date';
  list?: string;
  multiline?: boolean;
  rows?: number;
  testId?: string;
  mono?: boolean;
  /** Returns a message for a value that must not be stored; it then stays a local draft. */
  validate?: (value: string) => string | null;
}

/**
 * A one-line field takes no control characters (tab, NUL, U+2028, bidi controls…): an input
 * cannot show them, and paths, ids and names end up in shell lines. Typed or pasted, such a
 * value stays a draft with this message.
 */
function oneLineProblem(text: string): string | null {
  const control = describeControlCharacters(text);
  return control === null ? null : `This field takes one line of plain text: it ${control}.`;
}

/**
 * A labelled text input (or textarea) with an optional hint read as its description. With
 * `validate`, an invalid value is kept as a draft (shown with its message) and not stored. A
 * one-line field refuses control characters the same way, and a stored value that holds some
 * (an input would hide them) is shown beside it with each one escaped.
 */
export function TextField(props: TextFieldProps) {
  const { label, value, hint, placeholder, type = 'text', list, multiline, validate } = props;
  const id = useId();
  const [draft, setDraft] = useState<{ text: string; problem: string } | null>(null);
  const hidden = !multiline && draft === null ? describeControlCharacters(value) : null;
  const hintId = hint || draft || hidden ? `${id}-hint` : undefined;
  const onChange = (text: string) => {
    const problem = (multiline ? null : oneLineProblem(text)) ?? validate?.(text) ?? null;
    setDraft(problem === null ? null : { text, problem });
    if (problem === null) props.onChange(text);
  };
  const shared = {
    id,
    value: draft?.text ?? value,
    onBlur: () => setDraft(null),
    'aria-invalid': draft || hidden ? true : undefined,
    placeholder,
    'aria-describedby': hintId,
    'data-testid': props.testId,
    className: `field-input${props.mono ? ' mono' : ''}`,
    spellCheck: false,
  };
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={props.rows ?? 4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...shared} type={type} list={list} onChange={(e) => onChange(e.target.value)} />
      )}
      {(hint || draft || hidden) && (
        <div id={hintId} className="field-hint">
          {draft && <span className="warn-text">{draft.problem} </span>}
          {hidden && (
            <span className="warn-text" data-testid="field-control-characters">
              The value {hidden} that the field cannot show:{' '}
              <code>{showControlCharacters(value)}</code>.{' '}
            </span>
          )}
          {hint}
        </div>
      )}
    </div>
  );
}
