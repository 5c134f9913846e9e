/**
 * Pauses for the sliced simulations the session worker runs beside the one the view waits for
 * (the what-if's, the comparison's, the prewarm's: core's `simulateSessionSteps`, which stop
 * every few dozen contents). A real pause is a new task, so that a newer request gets in; one
 * at every stop would add up, so the pause lets other work in only once {@link SLICE_MS} have
 * passed since it last did, and the new task is a message to itself ({@link nextTask}), not a
 * timer (nested timers wait at least 4 ms each, a third of a slice).
 */

/** How long sliced work runs before it lets messages in: a newer simulation waits about this. */
export const SLICE_MS = 8;

/**
 * `pause`, taken only when `sliceMs` have passed since it last was (the first call always
 * takes it); in between, `still` answers at once whether the work may go on.
 */
export function slicedPause(
  pause: () => Promise<boolean>,
  still: () => boolean,
  sliceMs: number = SLICE_MS,
  now: () => number = () => performance.now(),
): () => Promise<boolean> {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    if (now() - last < sliceMs) return still();
    const going = await pause();
    last = now();
    return going;
  };
}

/** Resolvers waiting for {@link nextTask}, in order. */
const waiting: (() => void)[] = [];
let channel: MessageChannel | null = null;

/** Resolves in a new task (after the messages already queued), without a timer's delay. */
export function nextTask(): Promise<void> {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  const port = channel.port2;
  return new Promise((resolve) => {
    waiting.push(resolve);
    port.postMessage(null);
  });
}
