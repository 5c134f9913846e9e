import { useId, type ReactNode } from 'react';

interface CheckFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  testId?: string;
  /** Shown as inactive (turning it changes nothing here; the hint says why). */
  inactive?: boolean;
}

/** A labelled checkbox with an optional hint read as its description. */
export function CheckField({ label, checked, onChange, hint, testId, inactive }: CheckFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={inactive ? 'field field-check field-inactive' : 'field field-check'}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={hintId}
        data-testid={testId}
        onChange={(e) => onChange(e.target.checked)}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <div id={hintId} className="field-hint">
            {hint}
          </div>
        )}
      </div>
    </div>
  );
}
