import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { segmentText, textPartsOf, type RenderedPrompt } from '../../core';
import { useConfigStore } from '../store/configStore';
import { timed } from '../lib/timed';
import {
  createCountedSegments,
  type CountedSegments,
  type PromptSegments,
} from './countedSegments';
import { selectRenderedPrompt, useRenderedPrompt } from './useRenderedPrompt';
import { segmentsHash } from '../tokens/segmentsHash';

export type { PromptSegments };

const bySource = new WeakMap<RenderedPrompt, PromptSegments>();

/** Segments and hash of a rendered prompt, computed once per render result. */
export function selectPromptSegments(rendered: RenderedPrompt): PromptSegments {
  let result = bySource.get(rendered);
  if (!result) {
    result = timed('promptscope:segment', () => {
      // Cut from the parts the text was joined from: cutting the text itself would first copy
      // all of it (a 200 KB memory and the base) into one new string on every keystroke.
      const segments = segmentText(rendered.text, rendered.sections, 'text', textPartsOf(rendered));
      return { text: rendered.text, segments, hash: segmentsHash(segments) };
    });
    bySource.set(rendered, result);
  }
  return result;
}

/** The current prompt's segments (shared by every caller) and their hash. */
export function usePromptSegments(): PromptSegments {
  return selectPromptSegments(useRenderedPrompt());
}

/** The segments of the stored configuration's prompt (memoised: one object per change). */
function storedPromptSegments(): PromptSegments {
  return selectPromptSegments(selectRenderedPrompt(useConfigStore.getState().config));
}

const counted = new WeakMap<QueryClient, CountedSegments>();

/**
 * The segments of the live configuration, not the deferred one the preview shows: the meter
 * follows every keystroke without waiting for the preview's deferred render. A change reaches
 * the callers once its count is in the query cache (see `createCountedSegments`), so they
 * render once per keystroke, with its figure. The render and the segments are computed in the
 * keystroke's own task (memoised), where its count is asked for too.
 */
export function useLivePromptSegments(): PromptSegments {
  const client = useQueryClient();
  let segments = counted.get(client);
  if (!segments) {
    segments = createCountedSegments(client, storedPromptSegments);
    counted.set(client, segments);
  }
  return useSyncExternalStore(segments.subscribe, segments.get, segments.get);
}
