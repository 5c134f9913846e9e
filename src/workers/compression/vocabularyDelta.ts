/**
 * The vocabulary blocks of a plan (the history's text, see `vocabularyBlocks` in planView.ts)
 * sent as a delta: a block the page already holds from an earlier plan travels as its index
 * there. Moving the split changes a block or two, so a re-plan of a 10,000-message history
 * sends a few kilobytes instead of megabytes of text for the page to copy and compare again.
 *
 * Each plan reply names the plan whose blocks it refers to (`base`): the page says in every
 * request which plans' blocks it holds (the newest), and the worker refers to them only when
 * it remembers them too; otherwise (a new worker, a plan it has forgotten) it sends every text.
 */
import type { VocabularyBlocks, VocabularyBlocksDelta } from './protocol';

/** How many plans' blocks each side keeps (replies may still be on their way). */
const KEPT_PLANS = 4;

const all = (blocks: VocabularyBlocks): string[] => [...blocks.summarised, ...blocks.kept];

function keep<T>(map: Map<number, T>, id: number, value: T): void {
  map.set(id, value);
  for (const old of map.keys()) if (map.size > KEPT_PLANS) map.delete(old);
}

/** The worker's side: the blocks it sent, per plan id. */
export function createBlockSender() {
  const sent = new Map<number, Map<string, number>>();
  return {
    /** Blocks of plan `id` as a delta against plan `base` (when this worker sent that one). */
    encode(id: number, base: number, blocks: VocabularyBlocks): VocabularyBlocksDelta {
      const known = sent.get(base);
      const index = new Map<string, number>();
      all(blocks).forEach((text, i) => index.set(text, i));
      keep(sent, id, index);
      const refer = (text: string): string | number => known?.get(text) ?? text;
      return {
        base: known ? base : 0,
        summarised: blocks.summarised.map(refer),
        kept: blocks.kept.map(refer),
      };
    },
  };
}

/** The page's side: the blocks it received, per plan id. */
export function createBlockReceiver() {
  const received = new Map<number, string[]>();
  return {
    /** The newest plan whose blocks are held (0: none), for the next request. */
    newest(): number {
      return [...received.keys()].pop() ?? 0;
    },
    /** The blocks of plan `id`, or null when the delta refers to blocks not held. */
    decode(id: number, delta: VocabularyBlocksDelta): VocabularyBlocks | null {
      const base = delta.base === 0 ? [] : received.get(delta.base);
      if (!base) return null;
      let missing = false;
      const resolve = (block: string | number): string => {
        if (typeof block === 'string') return block;
        const text = base[block];
        if (text === undefined) missing = true;
        return text ?? '';
      };
      const blocks = { summarised: delta.summarised.map(resolve), kept: delta.kept.map(resolve) };
      if (missing) return null;
      keep(received, id, all(blocks));
      return blocks;
    },
  };
}
