import type { PlaygroundState, RenderedPrompt } from '../../../core';
import { useConfig } from '../../store/configStore';
import { promptInputFromConfig } from './promptInputFromConfig';
import { renderPromptSafely } from './renderPromptSafely';
import { timed } from './timed';

type Gemini = PlaygroundState['gemini'];
type Files = PlaygroundState['workspace']['files'];

let last: { gemini: Gemini; files: Files; result: RenderedPrompt } | null = null;

/**
 * The rendered prompt for the given slices, memoised on their identity and shared by every
 * caller, so the preview, the meter and other features render once per change.
 */
export function selectRenderedPrompt(gemini: Gemini, files: Files): RenderedPrompt {
  if (last && last.gemini === gemini && last.files === files) return last.result;
  const result = timed('promptscope:render-prompt', () =>
    renderPromptSafely(promptInputFromConfig(gemini, files)),
  );
  last = { gemini, files, result };
  return result;
}

/**
 * The Gemini CLI system prompt for the current configuration (text, section spans,
 * warnings, `error`). Never throws; recomputed only when the Gemini settings or the
 * workspace files change.
 */
export function useRenderedPrompt(): RenderedPrompt {
  const gemini = useConfig((c) => c.gemini);
  const files = useConfig((c) => c.workspace.files);
  return selectRenderedPrompt(gemini, files);
}
