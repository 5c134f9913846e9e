/**
 * The last prepared render of the live configuration (core `prepareRender`), reused while a
 * change leaves everything but the typed memory alone: a keystroke in the memory then costs
 * only the memory block and the final text, not the whole pipeline again.
 */
import {
  prepareRender,
  type PlaygroundState,
  type PreparedRender,
  type PromptInput,
  type RenderTexts,
} from '../../core';

/** What a prepared render was made from: everything the render reads but the memory. */
export type MemorylessKey = readonly unknown[];

/**
 * The values a prompt input is built from (`toPromptInput`), without the typed memory: the
 * Gemini settings' other fields one by one, the workspace files and the environment.
 */
export function memorylessKey(
  state: Pick<PlaygroundState, 'gemini' | 'workspace' | 'environment'>,
): MemorylessKey {
  const key: unknown[] = [state.workspace.files, state.environment];
  for (const [name, value] of Object.entries(state.gemini)) {
    if (name !== 'userMemory') key.push(name, value);
  }
  return key;
}

function sameKey(a: MemorylessKey, b: MemorylessKey): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

let last: { key: MemorylessKey; prepared: PreparedRender } | null = null;

/**
 * The prepared render of `input` (built from the values in `key`) with `texts`: the last one
 * when `key`, the texts and the memory's kind are the same, else a new one. A typed (string)
 * memory is left out of what is kept: the prepared render is finished with each new memory.
 */
export function preparedRenderFor(
  key: MemorylessKey,
  input: PromptInput,
  texts: RenderTexts,
): PreparedRender {
  const fullKey = [...key, texts.legacy, texts.release];
  if (last && sameKey(last.key, fullKey) && last.prepared.fits(input.userMemory)) {
    return last.prepared;
  }
  const kept = typeof input.userMemory === 'string' ? { ...input, userMemory: '' } : input;
  const prepared = prepareRender(kept, texts);
  last = { key: fullKey, prepared };
  return prepared;
}

/** Forgets the kept render (tests). */
export function forgetPreparedRender(): void {
  last = null;
}
