/** How the session view writes tokens, money and dates. */

/**
 * The formatters, made once: `toLocaleString` builds a new formatter on every call, which a
 * 100-row request table and its totals paid hundreds of times per update.
 */
const TOKENS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const SUB_CENT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
});

/** A token count with thousands separators. */
export const formatTokens = (n: number): string => TOKENS.format(Math.round(n));

/** US dollars: four decimals below a cent, two above (a session's requests cost fractions of a cent). */
export function formatDollars(n: number): string {
  return `$${(Math.abs(n) < 0.01 && n !== 0 ? SUB_CENT : CENTS).format(n)}`;
}

/** A share as a whole percentage (one decimal under 10 %). */
export function formatShare(part: number, whole: number): string {
  if (whole <= 0) return '0 %';
  const share = (part / whole) * 100;
  return `${share.toFixed(share < 10 ? 1 : 0)} %`;
}
