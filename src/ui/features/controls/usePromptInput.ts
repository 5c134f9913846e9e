import { useMemo } from 'react';
import { toPromptInput, type PromptInput } from '../../../core';
import { useConfig } from '../../store/configStore';

/** The current Gemini {@link PromptInput}, rebuilt only when the slices it reads change. */
export function usePromptInput(): PromptInput {
  const gemini = useConfig((c) => c.gemini);
  const workspace = useConfig((c) => c.workspace);
  const environment = useConfig((c) => c.environment);
  return useMemo(
    () => toPromptInput({ gemini, workspace, environment }),
    [gemini, workspace, environment],
  );
}
