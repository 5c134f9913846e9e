/** How the session view writes tokens, money and dates. */

/** A token count with thousands separators. */
export const formatTokens = (n: number): string => Math.round(n).toLocaleString('en-US');

/** US dollars: four decimals below a cent, two above (a session's requests cost fractions of a cent). */
export function formatDollars(n: number): string {
  const digits = Math.abs(n) < 0.01 && n !== 0 ? 4 : 2;
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** A share as a whole percentage (one decimal under 10 %). */
export function formatShare(part: number, whole: number): string {
  if (whole <= 0) return '0 %';
  const share = (part / whole) * 100;
  return `${share.toFixed(share < 10 ? 1 : 0)} %`;
}
