/**
 * The session comparison: the other configuration's run inputs built in idle time on the page
 * (its system prompt rendered with its release's text) and sent in a later idle period, then
 * both configurations simulated over the same conversation in the session worker's compare
 * lane.
 */
import { useEffect, useState } from 'react';
import { sessionRunInputs, type PlaygroundState, type SessionResult } from '../../../core';
import { compareInWorker, type SimulationInput } from '../../../workers/session/client';
import { whenIdle } from '../../lib/whenIdle';
import { usePromptTextArrivals } from '../../prompt/promptTexts';
import { systemTextOf, WordingNotLoaded } from './variantRenders';

export type CompareStatus =
  | { phase: 'waiting' }
  | { phase: 'simulating' }
  | { phase: 'done'; a: SessionResult; b: SessionResult }
  | { phase: 'error'; message: string };

/**
 * Compares the session `session` (the main view's input for the current configuration) with
 * the same conversation under `other` (null: nothing picked). A new input starts again.
 */
export function useCompareSessions(
  session: SimulationInput | null,
  other: PlaygroundState | null,
): CompareStatus {
  const arrivals = usePromptTextArrivals();
  const [status, setStatus] = useState<CompareStatus>({ phase: 'waiting' });
  useEffect(() => {
    if (!session || !other) {
      setStatus({ phase: 'waiting' });
      return;
    }
    let live = true;
    setStatus({ phase: 'simulating' });
    const fail = (error: unknown) => {
      if (!live || error instanceof WordingNotLoaded) return;
      const reason = error instanceof Error ? error.message : String(error);
      setStatus({ phase: 'error', message: `The comparison could not be simulated (${reason}).` });
    };
    // Two idle steps: the other side's opening texts (a prompt render), then the send.
    let cancel = whenIdle(() => {
      try {
        const { source, counting, ...a } = session;
        const b = sessionRunInputs(other, systemTextOf(other));
        cancel = whenIdle(() => {
          compareInWorker({ source, counting, a, b }).then((outcome) => {
            if (!live || outcome.kind === 'superseded') return;
            if (outcome.kind === 'invalid') setStatus({ phase: 'error', message: outcome.message });
            else setStatus({ phase: 'done', a: outcome.a, b: outcome.b });
          }, fail);
        }, 500);
      } catch (error) {
        fail(error);
      }
    }, 500);
    return () => {
      live = false;
      cancel();
    };
  }, [session, other, arrivals]);
  return status;
}
