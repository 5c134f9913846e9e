import { useMemo } from 'react';
import type { PromptInput } from '../../../core';
import { useConfig } from '../../store/configStore';
import { geminiPromptInput } from './promptInput';

/** The current Gemini {@link PromptInput}, rebuilt only when its settings or files change. */
export function usePromptInput(): PromptInput {
  const gemini = useConfig((c) => c.gemini);
  const files = useConfig((c) => c.workspace.files);
  return useMemo(() => geminiPromptInput(gemini, files), [gemini, files]);
}
