/** Rendering that never throws: a failure becomes an `error` the panel can show. */
import {
  isReleaseVersion,
  LegacyWordingMissingError,
  ReleaseTextMissingError,
  renderPromptWith,
  type PreparedRender,
  type PromptInput,
  type RenderedPrompt,
  type RenderTexts,
} from '../../core';
import {
  loadLegacyWording,
  loadedLegacyWording,
  loadedReleaseText,
  loadReleaseLegacyText,
  loadReleaseText,
} from '../prompt/promptTexts';

/** Results standing in for a prompt whose text is still loading (never memoise them). */
const waiting = new WeakSet<RenderedPrompt>();

/** Whether `rendered` only stands in for a prompt whose text is still loading. */
export function isWaitingForWording(rendered: RenderedPrompt): boolean {
  return waiting.has(rendered);
}

function failedRender(error: string): RenderedPrompt {
  return {
    text: '',
    mode: 'standard',
    sections: [],
    warnings: [],
    error,
    writeTarget: null,
    templatePath: null,
    removedTools: [],
  };
}

function standIn(reason: string): RenderedPrompt {
  const result = failedRender(`Promptscope is loading this prompt (${reason}).`);
  waiting.add(result);
  return result;
}

/**
 * The rendered system prompt of the input `build` returns (core `renderPromptWith`, with the
 * release's own text and our wording once loaded), with any unexpected exception (while
 * building the input or rendering) turned into a result whose `error` explains it (the text
 * is then empty), so bad input never blanks the page. A prompt whose text has not arrived
 * starts loading it and gets a stand-in result (see {@link isWaitingForWording}); a failed
 * load is shown and retried by the version's status (features/controls/ReleaseTextStatus).
 * `prepare`, when given, supplies the prepared render (core `prepareRender`) to finish with
 * the input's memory, so a caller can reuse one across memory edits.
 */
export function renderPromptSafely(
  build: () => PromptInput,
  prepare?: (input: PromptInput, texts: RenderTexts) => PreparedRender,
): RenderedPrompt {
  let input: PromptInput;
  try {
    input = build();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failedRender(`Promptscope could not render this configuration (${reason}).`);
  }
  const version = input.cliVersion;
  const release = isReleaseVersion(version) ? loadedReleaseText(version) : null;
  if (isReleaseVersion(version) && !release) {
    void loadReleaseText(version).catch(() => undefined);
    return standIn(`the CLI's own text of release ${version} is on its way`);
  }
  try {
    const texts = { legacy: loadedLegacyWording(), release };
    return prepare
      ? prepare(input, texts).finish(input.userMemory)
      : renderPromptWith(input, texts);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof ReleaseTextMissingError) {
      // The release's legacy snippets, which load apart from the rest of its text.
      void loadReleaseLegacyText(error.version).catch(() => undefined);
      return standIn(reason);
    }
    if (error instanceof LegacyWordingMissingError) {
      void loadLegacyWording().catch(() => undefined);
      return standIn(reason);
    }
    return failedRender(`Promptscope could not render this configuration (${reason}).`);
  }
}
