import type { QueryClient } from '@tanstack/react-query';
import type { TextSegment } from '../../core';
import { subscribeConfigChanges, useConfigStore } from '../store/configStore';
import { tokenCountQuery } from '../tokens/tokenQueries';
import { subscribePromptTextArrivals } from './promptTexts';

/** The rendered prompt cut into per-section segments that tile its text. */
export interface PromptSegments {
  text: string;
  segments: TextSegment[];
  /** Content hash of the segments: the token query's key. */
  hash: string;
}

/**
 * A change the count has not answered within this long is shown uncounted (the meter then says
 * its figures are stale), so a slow count — a vocabulary still loading — never hides the text.
 */
export const SHOW_UNCOUNTED_AFTER_MS = 150;

/** Whether two renders cut the same text into the same segments (one is often a new object). */
const same = (a: PromptSegments, b: PromptSegments) =>
  a === b || (a.hash === b.hash && a.text === b.text);

/** The live configuration's segments, rendered and cut once per change (memoised). */
export type LiveSegments = () => PromptSegments;

/** What the meter's parts read: the segments shown, and a way to hear of a change. */
export interface CountedSegments {
  get: () => PromptSegments;
  subscribe: (listener: () => void) => () => void;
}

/**
 * The live prompt's segments, each change handed on once its count with the selected vocabulary
 * is in `client`'s cache (or has failed), or after {@link SHOW_UNCOUNTED_AFTER_MS}. A keystroke
 * then renders what reads them once, with its figure, in the task that brings the count,
 * instead of once in the keystroke's own task with the previous figure and again when the
 * count arrives. The count is asked for in the keystroke's task (the same query the meter
 * reads, so it is counted once); a change whose count is already known is handed on at once.
 *
 * It follows the configuration and the prompt texts' arrivals only while someone listens;
 * read without listeners, it gives the live segments.
 */
export function createCountedSegments(client: QueryClient, live: LiveSegments): CountedSegments {
  let shown: PromptSegments | null = null;
  /** The latest change waiting for its count. */
  let awaited: PromptSegments | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  let stop: (() => void) | null = null;

  const show = (next: PromptSegments) => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    awaited = null;
    if (next === shown) return;
    shown = next;
    for (const listener of [...listeners]) listener();
  };

  const follow = () => {
    const next = live();
    if (awaited && same(next, awaited)) return;
    if (shown && same(next, shown)) {
      // Back to the text on screen (an undo while counting): nothing to wait for.
      show(shown);
      return;
    }
    awaited = next;
    const { encoding } = useConfigStore.getState().config.tokens;
    const settled = () => {
      if (awaited === next) show(next);
    };
    client.fetchQuery(tokenCountQuery(encoding, next.segments, next.hash)).then(settled, settled);
    // Not restarted by later changes: while typing, the screen lags this much at most.
    timer ??= setTimeout(() => {
      timer = null;
      if (awaited) show(awaited);
    }, SHOW_UNCOUNTED_AFTER_MS);
  };

  /** Takes the live segments as shown, keeping the shown object when they are the same. */
  const catchUp = (): PromptSegments => {
    const next = live();
    if (!shown || !same(next, shown)) shown = next;
    return shown;
  };

  return {
    get: () => (listeners.size === 0 || !shown ? catchUp() : shown),
    subscribe(listener) {
      if (listeners.size === 0) {
        catchUp();
        const stopConfig = subscribeConfigChanges(follow);
        const stopArrivals = subscribePromptTextArrivals(follow);
        stop = () => {
          stopConfig();
          stopArrivals();
        };
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stop?.();
        stop = null;
        if (timer !== null) clearTimeout(timer);
        timer = null;
        awaited = null;
      };
    },
  };
}
