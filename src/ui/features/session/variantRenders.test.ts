/**
 * The variants are rendered a few at a time in idle callbacks (timeouts where the browser has
 * none), report their progress, leave out those equal to the base, and stop when cancelled; an
 * idle period takes another render only while its time left exceeds what the last step took.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('renderVariantsWhenIdle in idle periods', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /**
   * Runs the renders with idle periods of `idleMs` each and renders taking 30 ms (a fake
   * clock); returns the variants and how many renders each idle period ran.
   */
  async function inIdlePeriods(idleMs: number) {
    const state = createDefaultPlaygroundState('0.61.0');
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const queued: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => queued.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    let renders = 0;
    const slowRender = (s: PlaygroundState) => {
      clock += 30;
      renders += 1;
      return render(s);
    };
    let variants: WhatIfVariant[] | null = null;
    renderVariantsWhenIdle(
      state,
      sessionPrefixTexts(state, render(state)),
      {
        onProgress: () => undefined,
        onDone: (done) => (variants = done),
        onError: (error) => {
          throw error;
        },
      },
      slowRender,
    );
    const perPeriod: number[] = [];
    while (queued.length > 0) {
      const before = renders;
      const started = clock;
      queued.shift()!({ didTimeout: false, timeRemaining: () => idleMs - (clock - started) });
      perPeriod.push(renders - before);
    }
    expect(variants).toEqual(whatIfVariants(state, render));
    return { perPeriod, pieces: whatIfPieces(state).length };
  }

  it('runs one 30 ms render per 40 ms idle period, never two', async () => {
    const { perPeriod, pieces } = await inIdlePeriods(40);
    expect(Math.max(...perPeriod)).toBe(1);
    expect(perPeriod.reduce((a, b) => a + b, 0)).toBe(pieces);
  });

  it('runs several renders in a long idle period', async () => {
    const { perPeriod, pieces } = await inIdlePeriods(200);
    expect(Math.max(...perPeriod)).toBeGreaterThan(1);
    expect(perPeriod.reduce((a, b) => a + b, 0)).toBe(pieces);
  });
});
