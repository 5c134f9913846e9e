import { useId, useState } from 'react';

interface Props {
  label: string;
  value: number;
  min: number;
  max: number;
  /** Called with a valid whole number only; an invalid entry stays in the field, explained. */
  onChange: (value: number) => void;
  testId?: string;
}

/** A labelled whole-number field that keeps an out-of-range entry visible with its reason. */
export function NumberInput({ label, value, min, max, onChange, testId }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);
  const parsed = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(parsed) && parsed >= min && parsed <= max;
  const problem =
    draft !== null && !valid
      ? `Enter a whole number from ${min} to ${max.toLocaleString('en-US')}.`
      : null;
  return (
    <div className="field ses-number">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        className="field-input"
        inputMode="numeric"
        value={text}
        data-testid={testId}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => {
          const next = e.target.value;
          setDraft(next);
          const n = Number(next);
          if (next.trim() !== '' && Number.isInteger(n) && n >= min && n <= max) onChange(n);
        }}
        onBlur={() => {
          if (valid) setDraft(null);
        }}
      />
      {problem && (
        <span id={`${id}-problem`} className="ses-price-problem" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
