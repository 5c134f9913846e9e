import { curateHistory, isValidModelContent } from '../../compression';
import type { Content } from '../../content';

/** Why curation dropped a turn. */
export type CurationDropReason = 'no-parts' | 'empty-part' | 'empty-text' | 'same-run-as-invalid';

/** One comprehensive-history entry with the curation verdict. */
export interface CurationEntry {
  index: number;
  content: Content;
  kept: boolean;
  dropReason?: CurationDropReason;
}

/** Both histories side by side: the comprehensive one marked entry by entry, and the curated one. */
export interface HistoryCurationView {
  entries: CurationEntry[];
  curated: Content[];
  droppedCount: number;
}

function invalidReason(content: Content): CurationDropReason {
  const parts = content.parts ?? [];
  if (parts.length === 0) return 'no-parts';
  if (parts.some((part) => !part || Object.keys(part).length === 0)) return 'empty-part';
  return 'empty-text';
}

/**
 * Compares the comprehensive history with the curated one the model receives (gemini-cli packages/core/src/core/geminiChat.ts extractCuratedHistory):
 * user turns always stay; a run of consecutive model turns is dropped whole when any turn in
 * it is invalid (no parts, an empty part, or empty non-thought text). Each dropped entry says
 * whether it was invalid itself or went with an invalid neighbour.
 */
export function markHistoryCuration(history: readonly Content[]): HistoryCurationView {
  const { curated, dropped } = curateHistory(history);
  const droppedSet = new Set(dropped);
  const entries = history.map((content, index): CurationEntry => {
    if (!droppedSet.has(index)) return { index, content, kept: true };
    const dropReason = isValidModelContent(content)
      ? 'same-run-as-invalid'
      : invalidReason(content);
    return { index, content, kept: false, dropReason };
  });
  return { entries, curated, droppedCount: dropped.length };
}
