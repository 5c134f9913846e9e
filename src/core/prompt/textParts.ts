/**
 * The parts a rendered prompt's text was joined from (see `FinishedPrompt.parts`), kept beside
 * the render result rather than in it: a result copied with another text (`{ ...rendered,
 * text }`) has no parts, so parts can never describe a text they were not joined into.
 */
import type { RenderedPrompt } from './types';

const partsOf = new WeakMap<RenderedPrompt, readonly string[]>();

/** Records that `rendered.text` is `parts.join('')`; returns `rendered`. */
export function withTextParts(rendered: RenderedPrompt, parts: readonly string[]): RenderedPrompt {
  partsOf.set(rendered, parts);
  return rendered;
}

/** The parts `rendered.text` was joined from, or undefined when it was not built in parts. */
export function textPartsOf(rendered: RenderedPrompt): readonly string[] | undefined {
  return partsOf.get(rendered);
}
