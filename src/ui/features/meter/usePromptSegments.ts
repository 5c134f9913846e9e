import { useMemo } from 'react';
import { segmentText, type TextSegment } from '../../../core';
import { timed } from '../preview/timed';
import { useRenderedPrompt } from '../preview/useRenderedPrompt';
import { segmentsHash } from './segmentsHash';

/** The rendered prompt cut into per-section segments that tile its text, and their hash. */
export function usePromptSegments(): { text: string; segments: TextSegment[]; hash: string } {
  const rendered = useRenderedPrompt();
  return useMemo(
    () =>
      timed('promptscope:segment', () => {
        const segments = segmentText(rendered.text, rendered.sections);
        return { text: rendered.text, segments, hash: segmentsHash(segments) };
      }),
    [rendered],
  );
}
