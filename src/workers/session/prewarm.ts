/**
 * The session worker's prewarm, free of any Worker API: while `quiet` holds (nothing else
 * asked or running), count the opening texts of what the view would simulate, read and count
 * the conversation into the worker's cache, and replay it once, which fills the compression
 * memo kept with it. A simulation of the same then counts nothing and plans no compression
 * again; one of another configuration still finds most pieces counted.
 */
import { countPrefixTexts, finishInSlices, simulateSessionRunSteps } from '../../core';
import type { ConversationCache } from './conversationCache';
import type { PrewarmRequest } from './protocol';
import { readAndCount } from './runSimulation';
import { nextTask, slicedPause } from './slicedPause';

export interface PrewarmHost {
  /** False once something else is asked or running: the prewarm stops at its next step. */
  quiet: () => boolean;
  conversations: ConversationCache;
}

/** Lets queued messages in (a new task, no timer's delay), then says whether the prewarm may go on. */
const pauseWhile = (quiet: () => boolean) => async () => (await nextTask(), quiet());

/** Does the prewarm's work after the counter is loaded (see the file's comment). */
export async function prewarmWith(
  request: Omit<PrewarmRequest, 'type' | 'id'>,
  countText: (text: string) => number,
  host: PrewarmHost,
): Promise<void> {
  const { run, source, counting } = request;
  const { quiet, conversations } = host;
  if (run && quiet()) countPrefixTexts(run.prefix, countText);
  if (!source || !quiet()) return;
  // A simulation of the same conversation asked meanwhile joins this reading: it goes on.
  let joined = () => false;
  const reading = readAndCount({ source, counting }, countText, {
    progress: () => undefined,
    pause: pauseWhile(() => quiet() || joined()),
    conversations,
  });
  joined = conversations.reading(source, counting, reading);
  const counted = await reading;
  if (!run || 'kind' in counted || !(await pauseWhile(quiet)())) return;
  const { conversation, messageTokens, compressionMemo } = counted;
  // In slices: a simulation asked meanwhile stops the replay (the steps planned so far stay).
  const steps = simulateSessionRunSteps(run, conversation, countText, {
    messageTokens,
    compressionMemo,
  });
  await finishInSlices(steps, slicedPause(pauseWhile(quiet), quiet));
}
