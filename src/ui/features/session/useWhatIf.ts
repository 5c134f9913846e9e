/**
 * The what-if of a session: the variants' opening texts rendered in idle time on the page
 * (`variantRenders.ts`), then every variant simulated over the same session in the session
 * worker, which answers with core's `whatIfRows`. A newer input stops the older run.
 */
import { useEffect, useState } from 'react';
import type { PlaygroundState, WhatIfRow } from '../../../core';
import { whatIfInWorker, type SimulationInput } from '../../../workers/session/client';
import { usePromptTextArrivals } from '../../prompt/promptTexts';
import {
  renderVariantsWhenIdle,
  WordingNotLoaded,
  type VariantRenderProgress,
} from './variantRenders';

/** The worker's answer: one row per variant, and the model's smallest cacheable prefix. */
export interface WhatIfAnswer {
  rows: WhatIfRow[];
  minCacheableTokens: number;
}

export type WhatIfStatus =
  /** Waiting for the session the main view simulates. */
  | { phase: 'waiting' }
  | { phase: 'rendering'; progress: VariantRenderProgress | null }
  | { phase: 'simulating'; progress: VariantRenderProgress | null }
  | { phase: 'done'; answer: WhatIfAnswer }
  | { phase: 'error'; message: string };

/** Why the what-if failed, in words for the page. */
function failure(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `Promptscope could not work out the what-if (${reason}).`;
}

/**
 * The what-if rows of `state` over `session` (the input the main view sends the worker for
 * `state`, null while it has none). A new `state` or `session` starts again.
 */
export function useWhatIf(state: PlaygroundState, session: SimulationInput | null): WhatIfStatus {
  const arrivals = usePromptTextArrivals();
  const [status, setStatus] = useState<WhatIfStatus>({ phase: 'waiting' });

  useEffect(() => {
    if (!session) {
      setStatus({ phase: 'waiting' });
      return;
    }
    let live = true;
    setStatus({ phase: 'rendering', progress: null });
    const fail = (error: unknown) => {
      // A text still on its way: its arrival runs this again (`arrivals`).
      if (!live || error instanceof WordingNotLoaded) return;
      setStatus({ phase: 'error', message: failure(error) });
    };
    const stopRenders = renderVariantsWhenIdle(state, session.prefix, {
      onProgress: (progress) => setStatus({ phase: 'rendering', progress }),
      onError: fail,
      onDone: (variants) => {
        setStatus({ phase: 'simulating', progress: { done: 0, total: variants.length + 1 } });
        whatIfInWorker({ ...session, variants }, (done, total) => {
          if (live) setStatus({ phase: 'simulating', progress: { done, total } });
        }).then((outcome) => {
          if (!live || outcome.kind === 'superseded') return;
          if (outcome.kind === 'invalid') setStatus({ phase: 'error', message: outcome.message });
          else setStatus({ phase: 'done', answer: outcome });
        }, fail);
      },
    });
    return () => {
      live = false;
      stopRenders();
    };
  }, [state, session, arrivals]);

  return status;
}
