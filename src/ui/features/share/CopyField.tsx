import { useEffect, useRef, useState } from 'react';
import { copyText, type CopyOutcome } from '../../lib/clipboard';

interface CopyFieldProps {
  /** Accessible name of the read-only field, e.g. "Share link". */
  label: string;
  text: string;
  /** What the copy button copies, for its messages ("link", "shell lines"). */
  what: string;
  /** Several lines (a textarea) rather than one (an input). */
  multiline?: boolean;
  /** The outcome of a copy already attempted when the field was opened. */
  initialOutcome?: CopyOutcome | null;
}

/**
 * Read-only text with a Copy button. When the clipboard is refused the text is selected so
 * Ctrl+C (⌘C) copies it, and the reason is shown.
 */
export function CopyField({ label, text, what, multiline, initialOutcome = null }: CopyFieldProps) {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(initialOutcome);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  useEffect(() => {
    if (outcome && !outcome.ok) field.current?.select();
  }, [outcome]);

  const copy = async () => setOutcome(await copyText(text));
  const Field = multiline ? 'textarea' : 'input';
  return (
    <div className="share-copy">
      <div className="share-copy-row">
        <Field
          ref={field}
          className="share-copy-field"
          aria-label={label}
          readOnly
          value={text}
          spellCheck={false}
          rows={multiline ? 10 : undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn" onClick={() => void copy()}>
          {outcome?.ok ? 'Copy again' : 'Copy'}
        </button>
      </div>
      <p className="share-copy-status" role="status">
        {outcome?.ok && `Copied the ${what} to the clipboard.`}
      </p>
      {outcome && !outcome.ok && (
        <p className="share-copy-error" role="alert">
          The {what} was not copied ({outcome.reason}). It is selected above: press Ctrl+C (⌘C on a
          Mac) to copy it.
        </p>
      )}
    </div>
  );
}
