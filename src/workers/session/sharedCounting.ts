/**
 * Counting a conversation's contents on two cores: the session worker counts batches itself
 * while a helper worker (`countHelper.ts`, with its own copy of the vocabulary) counts others,
 * each taking the next batch when it is free. A 500-turn session holds 3 MB of text, most of
 * it new to any cache when the conversation is new, and counting it is most of the time
 * before its totals. Both count a text alike, so the counts are the same whoever counted them.
 */

/** What the session worker asks its helper: the counts of these texts. */
export interface HelperRequest {
  id: number;
  texts: string[];
}

export type HelperReply =
  | { type: 'ready' }
  | { type: 'counted'; id: number; counts: number[] }
  /** The helper cannot count (its vocabulary did not load): the session worker counts alone. */
  | { type: 'failed'; message: string };

/** A counter elsewhere: ready (false: it will never be), and its counts of texts (may reject). */
export interface CountElsewhere {
  ready: Promise<boolean>;
  count: (texts: string[]) => Promise<number[]>;
}

/**
 * Counts `batches` of texts, in order: `countHere` in this thread and, once it is ready,
 * `elsewhere` (each side takes the next batch not yet taken; one the helper fails on is
 * counted here). `between` runs after each batch counted here, with how many are counted on
 * either side (progress, a pause to hear newer requests); when it answers false the counting
 * stops and null is returned. A helper that is not ready when this thread has taken the last
 * batch is not waited for.
 */
export async function countBatches(
  batches: readonly string[][],
  countHere: (texts: string[]) => number[],
  elsewhere: CountElsewhere | null,
  between: (done: number) => Promise<boolean>,
): Promise<number[][] | null> {
  const counts: number[][] = new Array<number[]>(batches.length);
  /** The next batch nobody has taken. */
  let next = 0;
  /** Batches the helper took but could not count. */
  const returned: number[] = [];
  let stopped = false;
  /** Batches counted so far, on either side. */
  let finished = 0;
  /** The batch the helper is counting now. */
  let inFlight: Promise<void> | null = null;
  const helperTakes = async (): Promise<void> => {
    if (!elsewhere || !(await elsewhere.ready)) return;
    while (!stopped && next < batches.length) {
      const at = next++;
      let counted = true;
      inFlight = elsewhere.count(batches[at] as string[]).then(
        (batch) => {
          counts[at] = batch;
          finished += 1;
        },
        () => {
          returned.push(at);
          counted = false;
        },
      );
      await inFlight;
      if (!counted) return;
    }
  };
  void helperTakes();
  for (;;) {
    const index = returned.shift() ?? (next < batches.length ? next++ : undefined);
    if (index === undefined) break;
    counts[index] = countHere(batches[index] as string[]);
    finished += 1;
    if (!(await between(finished))) {
      stopped = true;
      return null;
    }
  }
  await inFlight;
  for (const index of returned) counts[index] = countHere(batches[index] as string[]);
  return counts;
}
