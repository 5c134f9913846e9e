/**
 * The what-if table's order and wording: the rows core's `whatIfRows` gives, the largest
 * saving first, with the figures in words for the page.
 */
import { formatTokens, type WhatIfGroup, type WhatIfRow } from '../../../core';
import { formatDollars } from './format';

/** Sessions the "per 1,000 sessions" column multiplies by. */
export const SESSIONS_PER_THOUSAND = 1000;

/** What each group is called in the table's group column. */
export const WHAT_IF_GROUP_LABELS: Readonly<Record<WhatIfGroup, string>> = {
  section: 'Section',
  memory: 'Memory',
  toolGroup: 'Tools',
  skill: 'Skill',
};

/**
 * Rows by saving, largest first: money when both rows have a price, else input tokens; equal
 * savings keep the order core gave (sections, memory, tools, skills).
 */
export function sortBySaving(rows: readonly WhatIfRow[]): WhatIfRow[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const money =
        a.row.savedCost !== null && b.row.savedCost !== null
          ? b.row.savedCost - a.row.savedCost
          : 0;
      return money || b.row.savedTokens - a.row.savedTokens || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** US dollars as the session view writes them, `−` before a negative amount (a piece whose removal costs more). */
export function formatUsd(amount: number): string {
  return `${amount < 0 ? '−' : ''}${formatDollars(Math.abs(amount))}`;
}

/** Money or a dash without a price. */
export function formatMaybeUsd(amount: number | null): string {
  return amount === null ? '—' : formatUsd(amount);
}

/** Tokens saved over `sessions` sessions. */
export function tokensOver(tokens: number, sessions: number): string {
  return formatTokens(tokens * sessions);
}
