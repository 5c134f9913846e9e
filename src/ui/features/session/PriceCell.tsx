import { useState } from 'react';
import { MAX_PRICE_PER_MILLION } from '../../../core';
import { setPriceField, type PriceField } from '../../store/sessionPrices';

interface Props {
  model: string;
  /** The column's heading (shown beside the figure where the table stacks on narrow pages). */
  column: string;
  field: PriceField;
  /** The shipped figure (null: the model has none). */
  shipped: number | null;
  /** The user's figure (null: not edited). */
  edited: number | null;
  /** The cell's accessible name, e.g. "gemini-2.5-pro input price". */
  label: string;
}

/** Why `text` is not a figure for `field`, or null. */
function problemOf(text: string, field: PriceField): string | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) return 'Enter a number of 0 or more.';
  if (field === 'minCacheableTokens') {
    return Number.isInteger(value) && value <= 10_000_000
      ? null
      : 'Enter whole tokens up to 10,000,000.';
  }
  return value <= MAX_PRICE_PER_MILLION ? null : `Enter at most ${MAX_PRICE_PER_MILLION} dollars.`;
}

/**
 * One editable figure of the price table. A valid entry is kept in the configuration at once
 * (the shipped figure, or an empty field, puts the shipped one back); an invalid one stays in
 * the field with the reason beside it and changes nothing.
 */
export function PriceCell({ model, column, field, shipped, edited, label }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(edited ?? shipped ?? '');
  const problem = draft === null ? null : problemOf(draft, field);
  const errorId = `price-${model}-${field}-error`;
  return (
    <td className={edited !== null ? 'ses-price-edited' : undefined} data-label={column}>
      <input
        type="text"
        inputMode="decimal"
        className="ses-price-input"
        aria-label={label}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        value={shown}
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          if (problemOf(text, field) !== null) return;
          const value = text.trim() === '' ? null : Number(text);
          setPriceField(model, field, value === shipped ? null : value);
        }}
        onBlur={() => {
          if (draft !== null && problemOf(draft, field) === null) setDraft(null);
        }}
      />
      {problem && (
        <span id={errorId} className="ses-price-problem" role="alert">
          {problem}
        </span>
      )}
    </td>
  );
}
