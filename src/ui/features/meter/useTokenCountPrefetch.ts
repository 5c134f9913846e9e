import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConfigStore } from '../../store/configStore';
import { selectRenderedPrompt } from '../../prompt/useRenderedPrompt';
import { tokenCountQuery } from '../../tokens/tokenQueries';
import { selectPromptSegments } from '../../prompt/usePromptSegments';

/**
 * Starts counting a changed prompt in the worker the moment the configuration changes (in
 * the keystroke's own task), instead of after React's deferred render, which the browser
 * runs only after painting the next frame. The deferred render then finds the count in the
 * query cache (or in flight) under the same key. Rendering and segmenting are memoised on
 * the same slices, so the deferred render reuses this work instead of repeating it.
 */
export function useTokenCountPrefetch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let lastKey = '';
    return useConfigStore.subscribe(({ config }, previous) => {
      if (config === previous.config || config.target !== 'gemini') return;
      const { segments, hash } = selectPromptSegments(selectRenderedPrompt(config));
      const key = `${config.tokens.encoding}:${hash}`;
      if (key === lastKey) return;
      lastKey = key;
      void queryClient.prefetchQuery(tokenCountQuery(config.tokens.encoding, segments, hash));
    });
  }, [queryClient]);
}
