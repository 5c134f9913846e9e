import { useMemo } from 'react';
import { useEncodedCounts } from '../../components/encodedTokenStore';
import { vocabularyName } from '../../components/vocabulary';
import { useConfig } from '../../store/configStore';

/**
 * A token count as a small badge ("1,234 tok"), in the meter's vocabulary, with the full words
 * for screen readers. Give `text` (counted in the token worker) or an already counted `count`.
 */
export function Tokens({ count, text, label }: { count?: number; text?: string; label?: string }) {
  const encoding = useConfig((c) => c.tokens.encoding);
  const texts = useMemo(() => (text === undefined ? [] : [text]), [text]);
  const [counted] = useEncodedCounts(encoding, texts);
  const value = text === undefined ? (count ?? null) : (counted ?? null);
  const shown = value === null ? '…' : value.toLocaleString('en-US');
  return (
    <span className="ctx-tokens" title={`${shown} tokens in ${vocabularyName(encoding)}`}>
      {label ? `${label} ` : ''}
      {shown}
      <span aria-hidden="true"> tok</span>
      <span className="ctx-sr-only"> tokens</span>
    </span>
  );
}
