/**
 * The variants are rendered a few at a time in idle callbacks (timeouts where the browser has
 * none), report their progress, leave out those equal to the base, and stop when cancelled.
 */
import { describe, expect, it } from 'vitest';
import {
  createDefaultPlaygroundState,
  renderSystemPrompt,
  sessionPrefixTexts,
  toPromptInput,
  whatIfPieces,
  whatIfVariants,
  type PlaygroundState,
  type WhatIfVariant,
} from '../../../core';
import { renderVariantsWhenIdle, type VariantRenderProgress } from './variantRenders';

const render = (state: PlaygroundState) => renderSystemPrompt(toPromptInput(state)).text;

function run(state: PlaygroundState) {
  const progress: VariantRenderProgress[] = [];
  let cancel: () => void = () => undefined;
  const done = new Promise<WhatIfVariant[]>((resolve, reject) => {
    cancel = renderVariantsWhenIdle(
      state,
      sessionPrefixTexts(state, render(state)),
      { onProgress: (p) => progress.push(p), onDone: resolve, onError: reject },
      render,
    );
  });
  return { progress, done, cancel: () => cancel() };
}

describe('renderVariantsWhenIdle', () => {
  it("gives core's variants, one progress step per piece, after the caller's turn", async () => {
    const state = createDefaultPlaygroundState('0.61.0');
    const { progress, done } = run(state);
    // Nothing is rendered in the caller's task: the page stays responsive.
    expect(progress).toEqual([]);
    const variants = await done;
    expect(variants).toEqual(whatIfVariants(state, render));
    const total = whatIfPieces(state).length;
    expect(progress.map((p) => p.done)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(progress.every((p) => p.total === total)).toBe(true);
  });

  it('reports nothing once cancelled', async () => {
    const { progress, done, cancel } = run(createDefaultPlaygroundState('0.61.0'));
    cancel();
    const settled = await Promise.race([
      done.then(() => 'done'),
      new Promise((resolve) => setTimeout(() => resolve('quiet'), 300)),
    ]);
    expect(settled).toBe('quiet');
    expect(progress).toEqual([]);
  });
});
