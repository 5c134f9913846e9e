import { useId, useState, type ReactNode } from 'react';

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
 * A labelled text input (or textarea) with an optional hint read as its description. With
 * `validate`, an invalid value is kept as a draft (shown with its message) and not stored.
 */
export function TextField(props: TextFieldProps) {
  const { label, value, hint, placeholder, type = 'text', list, multiline, validate } = props;
  const id = useId();
  const [draft, setDraft] = useState<{ text: string; problem: string } | null>(null);
  const hintId = hint || draft ? `${id}-hint` : undefined;
  const onChange = (text: string) => {
    const problem = validate?.(text) ?? null;
    setDraft(problem === null ? null : { text, problem });
    if (problem === null) props.onChange(text);
  };
  const shared = {
    id,
    value: draft?.text ?? value,
    onBlur: () => setDraft(null),
    'aria-invalid': draft ? true : undefined,
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
      {(hint || draft) && (
        <div id={hintId} className="field-hint">
          {draft && <span className="warn-text">{draft.problem} </span>}
          {hint}
        </div>
      )}
    </div>
  );
}
