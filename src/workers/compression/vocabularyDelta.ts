/**
 * The vocabulary blocks of a plan (the history's text, see `vocabularyBlocks` in planView.ts)
 * sent as a delta: a block the page already holds from an earlier plan travels as its index
 * there. Moving the split changes a block or two, so a re-plan of a 10,000-message history
 * sends a few kilobytes instead of megabytes of text for the page to copy and compare again.
 *
 * Each plan reply names the plan whose blocks it refers to (`base`): the page says in every
 * request which plans' blocks it holds (the newest), and the worker refers to them only when
 * it remembers them too; otherwise (a new worker, a plan it has forgotten) it sends every text.
 *
 * New texts above {@link AHEAD_CHARS} characters in all travel ahead of the reply, in messages
 * of their own (`textsAhead`): the page copies a message's texts in the task that reads it, so
 * the first plan of a 10,000-message history (2.2 million characters, 4.4 MB as it holds
 * mostly two-byte text) is read in a dozen short tasks instead of one long one.
 */
import type { TextsAhead, VocabularyBlocks, VocabularyBlocksDelta } from './protocol';

/** New texts a plan's reply carries itself, in characters; also the most per message ahead. */
export const AHEAD_CHARS = 200_000;

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

/**
 * `delta` with its new texts moved out, in runs of at most `maxChars` characters (a longer
 * text is a run of its own), when they add up to more than `maxChars`. In the returned delta a
 * negative number `-1 - i` stands for the `i`-th text sent ahead.
 */
export function textsAhead(
  delta: VocabularyBlocksDelta,
  maxChars: number,
): { ahead: TextsAhead[]; delta: VocabularyBlocksDelta } {
  let total = 0;
  for (const ref of [...delta.summarised, ...delta.kept])
    if (typeof ref === 'string') total += ref.length;
  if (total <= maxChars) return { ahead: [], delta };
  const ahead: TextsAhead[] = [];
  let run: TextsAhead = { first: 0, texts: [] };
  let chars = 0;
  let sent = 0;
  const move = (ref: string | number): string | number => {
    if (typeof ref === 'number') return ref;
    if (run.texts.length > 0 && chars + ref.length > maxChars) {
      ahead.push(run);
      run = { first: sent, texts: [] };
      chars = 0;
    }
    run.texts.push(ref);
    chars += ref.length;
    return -1 - sent++;
  };
  const summarised = delta.summarised.map(move);
  const kept = delta.kept.map(move);
  if (run.texts.length > 0) ahead.push(run);
  return { ahead, delta: { base: delta.base, summarised, kept } };
}

/** The page's side: the blocks it received, per plan id. */
export function createBlockReceiver() {
  const received = new Map<number, string[]>();
  /** Texts sent ahead of plans whose replies have not arrived yet. */
  const early = new Map<number, string[]>();
  const hashing = new Set<string>();
  return {
    /** Holds texts sent ahead of plan `id`'s reply (a restarted worker may send them again). */
    receiveAhead(id: number, { first, texts }: TextsAhead): void {
      // Putting the texts in a set computes each one's hash here, a run per task, and the
      // engine keeps a string's hash with it: the token counts' cache, which looks the texts
      // up by content, then finds them hashed instead of hashing megabytes in one render.
      for (const text of texts) hashing.add(text);
      hashing.clear();
      const held = early.get(id) ?? [];
      texts.forEach((text, i) => (held[first + i] = text));
      keep(early, id, held);
    },
    /** The newest plan whose blocks are held (0: none), for the next request. */
    newest(): number {
      return [...received.keys()].pop() ?? 0;
    },
    /** The blocks of plan `id`, or null when the delta refers to blocks not held. */
    decode(id: number, delta: VocabularyBlocksDelta): VocabularyBlocks | null {
      const base = delta.base === 0 ? [] : received.get(delta.base);
      const ahead = early.get(id) ?? [];
      early.delete(id);
      if (!base) return null;
      let missing = false;
      const resolve = (block: string | number): string => {
        if (typeof block === 'string') return block;
        const text = block < 0 ? ahead[-1 - block] : base[block];
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
