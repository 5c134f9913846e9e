import { useDeferredValue } from 'react';
import { toPromptInput, type PlaygroundState, type RenderedPrompt } from '../../../core';
import { useConfig } from '../../store/configStore';
import { renderPromptSafely } from './renderPromptSafely';
import { timed } from './timed';

let last: {
  gemini: PlaygroundState['gemini'];
  files: PlaygroundState['workspace']['files'];
  environment: PlaygroundState['environment'];
  result: RenderedPrompt;
} | null = null;

/**
 * The rendered Gemini prompt of a configuration, memoised on the slices `toPromptInput`
 * reads (Gemini settings, workspace files, environment) and shared by every caller, so the
 * preview, the meter and other features render once per change.
 */
export function selectRenderedPrompt(config: PlaygroundState): RenderedPrompt {
  const { gemini, environment } = config;
  const { files } = config.workspace;
  if (last && last.gemini === gemini && last.files === files && last.environment === environment) {
    return last.result;
  }
  const result = timed('promptscope:render-prompt', () =>
    renderPromptSafely(() => toPromptInput(config)),
  );
  last = { gemini, files, environment, result };
  return result;
}

/**
 * The Gemini CLI system prompt for the current configuration (text, section spans,
 * warnings, `error`). Never throws; recomputed only when its inputs change. The
 * configuration is deferred, so React handles a keystroke in an editor first and renders
 * the prompt (and everything derived from it) right after, in an interruptible pass.
 */
export function useRenderedPrompt(): RenderedPrompt {
  return selectRenderedPrompt(useDeferredValue(useConfig((c) => c)));
}
