/**
 * The page's one {@link SegmentCountMemory}: the build's counts of the default configuration
 * (Gemini vocabulary and o200k_base) and the counts this browser last saw, so the meter's first render shows
 * exact figures before the count worker or any vocabulary has loaded.
 */
import { shippedGemmaCounts, shippedO200kCounts } from 'virtual:gemma-default-counts';
import { createSegmentCountMemory, type SegmentCountMemory } from './segmentCountMemory';

export const KNOWN_COUNTS_STORAGE_KEY = 'promptscope:token-counts';

let memory: SegmentCountMemory | null = null;

function pageMemory(): SegmentCountMemory {
  if (!memory) {
    let storage: Storage | null = null;
    try {
      storage = typeof localStorage === 'undefined' ? null : localStorage;
    } catch {
      storage = null; // storage blocked: only the build's counts are known
    }
    const created = createSegmentCountMemory({
      shipped: { gemma3: shippedGemmaCounts, o200k_base: shippedO200kCounts },
      storage,
      item: KNOWN_COUNTS_STORAGE_KEY,
    });
    if (typeof addEventListener === 'function') addEventListener('pagehide', () => created.flush());
    memory = created;
  }
  return memory;
}

/** Each text's count in `encoding` when every one is known, else null (ask the worker). */
export function knownTextCounts(encoding: string, texts: readonly string[]): number[] | null {
  return pageMemory().lookup(encoding, texts);
}

/** Keeps counts the worker produced for the next visit (`source` names the caller). */
export function rememberTextCounts(
  source: string,
  encoding: string,
  texts: readonly string[],
  counts: readonly number[],
): void {
  pageMemory().remember(source, encoding, texts, counts);
}
