import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { HistoryJsonError } from '../../../core';
import type { HistorySource, PlanSettings, PlanView } from '../../../workers/compression/protocol';
import {
  getCompressionWorkerHealth,
  planInWorker,
  subscribeCompressionWorkerHealth,
} from '../../../workers/compression/client';

/** The latest plan of the current history, with progress while the worker computes it. */
export interface CompressionPlanState {
  view: PlanView | null;
  error: HistoryJsonError | null;
  /** The worker's current step, or null when settled. */
  step: string | null;
  failure: string | null;
  /** Milliseconds from sending to receiving the last plan (includes queueing). */
  roundTripMs: number | null;
  /** Increases with every new plan (a key for views that must start afresh). */
  version: number;
}

/** Text changes smaller than this many characters count as typing (debounced). */
const TYPING_CHANGE_CHARS = 1_000;

/**
 * How long to wait before planning a new source. Typing in the editor is debounced, longer for
 * large texts so a huge paste stays fluid to edit; anything else (an import, a sample, a
 * generated history, a paste of a whole history) is planned at once.
 */
export function planDelayMs(source: HistorySource | null, previous: HistorySource | null): number {
  if (!source || source.kind !== 'text' || !previous || previous.kind !== 'text') return 0;
  if (Math.abs(source.text.length - previous.text.length) >= TYPING_CHANGE_CHARS) return 0;
  return 250 + Math.min(1_500, Math.floor(source.text.length / 10_000));
}

/** The state before any plan: nothing planned, nothing failed. */
export const NO_PLAN_YET: CompressionPlanState = {
  view: null,
  error: null,
  step: null,
  failure: null,
  roundTripMs: null,
  version: 0,
};

/** Plans `source` with `settings` in the worker, debounced; keeps the last good plan shown. */
export function useCompressionPlan(
  source: HistorySource | null,
  settings: PlanSettings,
): CompressionPlanState {
  const [state, setState] = useState<CompressionPlanState>(NO_PLAN_YET);
  // A worker started again by the user's retry plans the current history again.
  const retries = useSyncExternalStore(
    subscribeCompressionWorkerHealth,
    () => getCompressionWorkerHealth().retries,
  );
  const latest = useRef(0);
  const previousSource = useRef<HistorySource | null>(null);

  useEffect(() => {
    if (!source) return;
    const previous = previousSource.current;
    const sourceChanged = previous !== source;
    previousSource.current = source;
    const ticket = ++latest.current;
    const timer = setTimeout(
      () => {
        const started = performance.now();
        setState((s) => ({ ...s, step: 'queued' }));
        planInWorker(source, settings, (step) => {
          if (ticket === latest.current) setState((s) => ({ ...s, step }));
        }).then(
          (outcome) => {
            if (ticket !== latest.current) return;
            const roundTripMs = performance.now() - started;
            if ('view' in outcome) {
              const { view } = outcome;
              // A transition: React renders a 10,000-message plan's views in slices that let
              // the page answer in between, instead of in one long task.
              startTransition(() =>
                setState((s) => ({
                  view,
                  error: null,
                  step: null,
                  failure: null,
                  roundTripMs,
                  version: s.version + 1,
                })),
              );
            } else setState((s) => ({ ...s, error: outcome.error, step: null, failure: null }));
          },
          (error: unknown) => {
            if (ticket !== latest.current) return;
            const failure = error instanceof Error ? error.message : String(error);
            setState((s) => ({ ...s, step: null, failure }));
          },
        );
      },
      sourceChanged ? planDelayMs(source, previous) : 0,
    );
    return () => clearTimeout(timer);
  }, [source, settings, retries]);

  return state;
}
