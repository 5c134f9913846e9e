/**
 * The last prepared render of the live configuration (core `prepareRender`), reused while a
 * change leaves everything but the typed memory alone: a keystroke in the memory then costs
 * only the memory block and the final text, not the whole pipeline again.
 */
import {
  prepareRender,
  sameButTypedMemory,
  type PlaygroundState,
  type PreparedRender,
  type PromptInput,
  type RenderTexts,
} from '../../core';

/** What a prompt input is built from (`toPromptInput`). */
export type RenderSource = Pick<PlaygroundState, 'gemini' | 'workspace' | 'environment'>;

let last: { source: RenderSource; texts: RenderTexts; prepared: PreparedRender } | null = null;

/** Whether `source` and `texts` give the render `last` was made from, the typed memory aside. */
function sameAsLast(source: RenderSource, texts: RenderTexts): boolean {
  return (
    last !== null &&
    last.texts.legacy === texts.legacy &&
    last.texts.release === texts.release &&
    last.source.workspace.files === source.workspace.files &&
    last.source.environment === source.environment &&
    sameButTypedMemory(last.source.gemini, source.gemini)
  );
}

/**
 * The prepared render of `input` (built from `source`) with `texts`: the last one when the
 * source but for its typed memory, the texts and the memory's kind are the same, else a new
 * one. A typed (string) memory is left out of what is prepared: it is finished with each new
 * memory; only the newest source is kept, so an older memory text is let go.
 */
export function preparedRenderFor(
  source: RenderSource,
  input: PromptInput,
  texts: RenderTexts,
): PreparedRender {
  if (last && sameAsLast(source, texts) && last.prepared.fits(input.userMemory)) {
    last = { ...last, source };
    return last.prepared;
  }
  const kept = typeof input.userMemory === 'string' ? { ...input, userMemory: '' } : input;
  const prepared = prepareRender(kept, texts);
  last = { source, texts, prepared };
  return prepared;
}

/** Forgets the kept render (tests). */
export function forgetPreparedRender(): void {
  last = null;
}
