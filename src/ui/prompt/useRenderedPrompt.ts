import {
  activeImportedPrompt,
  toPromptInput,
  type PlaygroundImportedPrompt,
  type PlaygroundState,
  type RenderedPrompt,
} from '../../core';
import { useDeferredPromptSlices, type PromptSlices } from './PromptSlices';
import { isWaitingForWording, renderPromptSafely } from '../components/renderPromptSafely';
import { useLegacyWordingLoaded } from './promptTexts';
import { timed } from '../lib/timed';
import { preparedRenderFor } from './preparedRender';

interface Memo {
  gemini: PlaygroundState['gemini'];
  files: PlaygroundState['workspace']['files'];
  environment: PlaygroundState['environment'];
  result: RenderedPrompt;
}

/**
 * The latest renders: the live configuration's and the deferred one React shows (which can
 * lag a keystroke or two behind while typing fast; a miss would render the prompt again).
 */
let recent: Memo[] = [];
let lastImported: { source: PlaygroundImportedPrompt; result: RenderedPrompt } | null = null;

/** The active import as toggled (memoised on the slice), or null. */
function selectImportedPrompt(imported?: PlaygroundImportedPrompt): RenderedPrompt | null {
  if (!imported?.active) return null;
  if (lastImported?.source === imported) return lastImported.result;
  const result = timed('promptscope:render-imported', () =>
    activeImportedPrompt({ importedPrompt: imported }),
  );
  if (result) lastImported = { source: imported, result };
  return result;
}

/**
 * The rendered Gemini prompt of a configuration (or the active imported prompt), memoised on the slices `toPromptInput`
 * reads (Gemini settings, workspace files, environment) and shared by every caller, so the
 * preview, the meter and other features render once per change.
 */
export function selectRenderedPrompt(config: PromptSlices): RenderedPrompt {
  const imported = selectImportedPrompt(config.importedPrompt);
  if (imported) return imported;
  const { gemini, environment } = config;
  const { files } = config.workspace;
  const hit = recent.find(
    (m) => m.gemini === gemini && m.files === files && m.environment === environment,
  );
  if (hit) return hit.result;
  const result = timed('promptscope:render-prompt', () =>
    renderPromptSafely(
      () => toPromptInput(config),
      (input, texts) => preparedRenderFor(config, input, texts),
    ),
  );
  // Wording still loading (a switch to 2026-02 or a legacy-family model in the page's first
  // moments): the last prompt stays on screen until it arrives, then this renders again.
  if (isWaitingForWording(result)) return recent[0]?.result ?? result;
  recent = [{ gemini, files, environment, result }, ...recent.slice(0, 2)];
  return result;
}

/**
 * The Gemini CLI system prompt for the current configuration (text, section spans,
 * warnings, `error`). Never throws; recomputed only when its inputs change, and deferred
 * (see `PromptSlicesProvider`); rendered again when the on-demand wording arrives.
 */
export function useRenderedPrompt(): RenderedPrompt {
  useLegacyWordingLoaded();
  return selectRenderedPrompt(useDeferredPromptSlices());
}
