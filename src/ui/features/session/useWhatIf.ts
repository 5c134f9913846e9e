/**
 * The what-if of a session: the variants' opening texts rendered in idle time on the page
 * (`variantRenders.ts`), then every variant simulated over the same session in the session
 * worker, which answers with core's `whatIfRows`. A newer input stops the older run.
 */
import { useEffect, useState } from 'react';
import type { PlaygroundState, WhatIfRow, WhatIfVariant } from '../../../core';
import {
  renderVariantsWhenIdle,
  systemTextOf,
  WordingNotLoaded,
  type VariantRenderProgress,
} from './variantRenders';
import { usePromptTextArrivals } from '../../prompt/promptTexts';

/** What the worker is asked: the session as the main view simulates it, and the variants. */
export interface WhatIfJob {
  state: PlaygroundState;
  systemText: string;
  variants: WhatIfVariant[];
}

/** The worker's answer: one row per variant, and the model's smallest cacheable prefix. */
export interface WhatIfAnswer {
  rows: WhatIfRow[];
  minCacheableTokens: number | null;
}

/** Runs a job (in the session worker); `signal` stops it. */
export type RunWhatIf = (
  job: WhatIfJob,
  onProgress: (progress: VariantRenderProgress) => void,
  signal: AbortSignal,
) => Promise<WhatIfAnswer>;

export type WhatIfStatus =
  | { phase: 'rendering'; progress: VariantRenderProgress | null }
  | { phase: 'simulating'; progress: VariantRenderProgress | null }
  | { phase: 'done'; answer: WhatIfAnswer }
  | { phase: 'error'; message: string };

/**
 * The what-if rows of `state` over the session `run` simulates. `run` changes when the
 * session does (another conversation, settings or prices), so a new identity starts again.
 */
export function useWhatIf(state: PlaygroundState, run: RunWhatIf): WhatIfStatus {
  const arrivals = usePromptTextArrivals();
  const [status, setStatus] = useState<WhatIfStatus>({ phase: 'rendering', progress: null });

  useEffect(() => {
    const controller = new AbortController();
    setStatus({ phase: 'rendering', progress: null });
    const fail = (error: unknown) => {
      if (controller.signal.aborted) return;
      // A text still on its way: the arrival renders this again (`arrivals` below).
      if (error instanceof WordingNotLoaded) return;
      const reason = error instanceof Error ? error.message : String(error);
      setStatus({
        phase: 'error',
        message: `Promptscope could not work out the what-if (${reason}).`,
      });
    };
    const stopRenders = renderVariantsWhenIdle(state, {
      onProgress: (progress) => setStatus({ phase: 'rendering', progress }),
      onError: fail,
      onDone: ({ variants }) => {
        setStatus({ phase: 'simulating', progress: { done: 0, total: variants.length } });
        const job = { state, systemText: systemTextOf(state), variants };
        run(
          job,
          (progress) => {
            if (!controller.signal.aborted) setStatus({ phase: 'simulating', progress });
          },
          controller.signal,
        ).then((answer) => {
          if (!controller.signal.aborted) setStatus({ phase: 'done', answer });
        }, fail);
      },
    });
    return () => {
      controller.abort();
      stopRenders();
    };
  }, [state, run, arrivals]);

  return status;
}
