/** A token count as a small badge ("1,234 tok"), with the full words for screen readers. */
export function Tokens({ count, label }: { count: number; label?: string }) {
  const text = count.toLocaleString('en-US');
  return (
    <span className="ctx-tokens" title={`${text} estimated tokens`}>
      {label ? `${label} ` : ''}
      {text}
      <span aria-hidden="true"> tok</span>
      <span className="ctx-sr-only"> tokens</span>
    </span>
  );
}
