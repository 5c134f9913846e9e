/**
 * Rendering the what-if variants without blocking the page: each variant in two steps (its
 * system text, then its other opening texts), one step after another in idle callbacks,
 * another in the same callback only while its idle time left exceeds what the last one took. Each variant's splices for the worker (`prepareWhatIfVariant`) are made with it,
 * so sending them all is cheap. The
 * release renderers live on the page (workers import core only), so the prompt texts are
 * made here and only counted and simulated in the session worker.
 */
import {
  activeImportedPrompt,
  samePrefix,
  sessionPrefixTexts,
  whatIfPieces,
  type PlaygroundState,
  type WhatIfPiece,
  type SessionPrefixTexts,
  type WhatIfVariant,
} from '../../../core';
import { isWaitingForWording } from '../../components/renderPromptSafely';
import { systemPromptOf } from '../../components/configPrompt';
import { prepareWhatIfVariant } from '../../../workers/session/client';
import { whenIdle } from '../../lib/whenIdle';

/** Leave this much of an idle period unused: one more render could overrun it. */
const IDLE_RESERVE_MS = 8;
/** An idle callback runs at the latest this long after it was asked for. */
const IDLE_TIMEOUT_MS = 200;

/** The imported prompt's text per import (every variant shares the base's import). */
const importedTexts = new WeakMap<NonNullable<PlaygroundState['importedPrompt']>, string>();

/** Thrown while a configuration's text is still loading: the renders start again on arrival. */
export class WordingNotLoaded extends Error {}

/**
 * The system instruction the app shows for `state`: the active imported prompt as the user
 * toggled it, else the modelled prompt (the release's own text or our 2026-02 wording).
 */
export function systemTextOf(state: PlaygroundState): string {
  const source = state.importedPrompt;
  if (source?.active) {
    let text = importedTexts.get(source);
    if (text === undefined) {
      text = activeImportedPrompt(state)?.text;
      if (text !== undefined) importedTexts.set(source, text);
    }
    if (text !== undefined) return text;
  }
  const rendered = systemPromptOf(state);
  if (isWaitingForWording(rendered)) throw new WordingNotLoaded(rendered.error ?? '');
  return rendered.text;
}

/** Where a run of renders is. */
export interface VariantRenderProgress {
  done: number;
  total: number;
}

export interface VariantRenderCallbacks {
  onProgress: (progress: VariantRenderProgress) => void;
  /** Every variant whose opening texts differ from the base's. */
  onDone: (variants: WhatIfVariant[]) => void;
  onError: (error: unknown) => void;
}

/**
 * Renders `state`'s variants in idle time (see the module note), leaving out those whose
 * opening texts equal `base` (the state's own); returns a function that stops the run
 * (nothing is reported after it).
 */
export function renderVariantsWhenIdle(
  state: PlaygroundState,
  base: SessionPrefixTexts,
  callbacks: VariantRenderCallbacks,
  render: (state: PlaygroundState) => string = systemTextOf,
): () => void {
  let cancelled = false;
  let cancelIdle: () => void = () => undefined;
  let pieces: WhatIfPiece[] | null = null;
  const variants: WhatIfVariant[] = [];
  let next = 0;
  /** The next variant's configuration and system text, its other opening texts still to make. */
  let half: { changed: PlaygroundState; system: string } | null = null;

  /**
   * One step of work: the pieces, one variant's system text, or its other opening texts and
   * the variant (core's `whatIfVariantOf` in two steps). Returns true when all are done.
   */
  const step = (): boolean => {
    if (pieces === null) {
      pieces = whatIfPieces(state);
      return pieces.length === 0;
    }
    const piece = pieces[next];
    if (piece === undefined) return true;
    if (half === null) {
      const changed = piece.without(state);
      half = { changed, system: render(changed) };
      return false;
    }
    const { key, group, label } = piece;
    const variant = { key, group, label, prefix: sessionPrefixTexts(half.changed, half.system) };
    half = null;
    if (!samePrefix(variant.prefix, base)) {
      prepareWhatIfVariant(base, variant);
      variants.push(variant);
    }
    next += 1;
    callbacks.onProgress({ done: next, total: pieces.length });
    return next >= pieces.length;
  };

  const work = (deadline?: IdleDeadline): void => {
    if (cancelled) return;
    try {
      let started = performance.now();
      let finished = step();
      let took = performance.now() - started;
      while (!finished && deadline && deadline.timeRemaining() > took + IDLE_RESERVE_MS) {
        started = performance.now();
        finished = step();
        took = performance.now() - started;
      }
      if (finished) {
        callbacks.onDone(variants);
        return;
      }
    } catch (error) {
      callbacks.onError(error);
      return;
    }
    cancelIdle = whenIdle(work, IDLE_TIMEOUT_MS);
  };

  cancelIdle = whenIdle(work, IDLE_TIMEOUT_MS);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
