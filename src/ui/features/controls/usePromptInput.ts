import { useMemo } from 'react';
import { toPromptInput, type PromptInput } from '../../../core';
import { useConfig } from '../../store/configStore';
import { useDeferredPromptSlices } from '../../prompt/PromptSlices';

/**
 * The current Gemini {@link PromptInput}, rebuilt only when the slices it reads change. Use
 * it where an editor shows part of the input (its text must never lag behind the store).
 */
export function usePromptInput(): PromptInput {
  const gemini = useConfig((c) => c.gemini);
  const workspace = useConfig((c) => c.workspace);
  const environment = useConfig((c) => c.environment);
  return useMemo(
    () => toPromptInput({ gemini, workspace, environment }),
    [gemini, workspace, environment],
  );
}

/**
 * The input deferred like the rendered prompt: typing is handled first, the checks that read
 * the input (section statuses, template warnings) run right after, in one deferred pass.
 */
export function useDeferredPromptInput(): PromptInput {
  const slices = useDeferredPromptSlices();
  return useMemo(() => toPromptInput(slices), [slices]);
}
