import { segmentText, textPartsOf, type RenderedPrompt, type TextSegment } from '../../core';
import { useConfig } from '../store/configStore';
import { timed } from '../lib/timed';
import { useLegacyWordingLoaded } from './promptTexts';
import { selectRenderedPrompt, useRenderedPrompt } from './useRenderedPrompt';
import { segmentsHash } from '../tokens/segmentsHash';

/** The rendered prompt cut into per-section segments that tile its text. */
export interface PromptSegments {
  text: string;
  segments: TextSegment[];
  /** Content hash of the segments: the token query's key. */
  hash: string;
}

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

/**
 * The segments of the live configuration, not the deferred one the preview shows: the meter
 * follows every keystroke without waiting for the preview's deferred render. The render and
 * the segments are the ones `useTokenCountPrefetch` computed in the keystroke's own task
 * (memoised), and its count is usually in the query cache by the time this renders.
 */
export function useLivePromptSegments(): PromptSegments {
  const gemini = useConfig((c) => c.gemini);
  const workspace = useConfig((c) => c.workspace);
  const environment = useConfig((c) => c.environment);
  const importedPrompt = useConfig((c) => c.importedPrompt);
  useLegacyWordingLoaded();
  return selectPromptSegments(
    selectRenderedPrompt({ gemini, workspace, environment, importedPrompt }),
  );
}
