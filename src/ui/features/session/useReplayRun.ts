import { useMutation } from '@tanstack/react-query';
import type { SessionRequest } from '../../../core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExplainedGeminiError } from '../../geminiApi/geminiErrors';
import { replayOnGemini, type ReplayPlan, type ReplayUsage } from '../../geminiApi/geminiReplay';
import { useGeminiSettings } from '../../geminiApi/geminiSettings';
import { useExplainedFailure } from '../../geminiApi/useExplainedFailure';

/** Where a replay stands. */
export interface ReplayRunState {
  /** The plan of the run started last, or null before the first. */
  plan: ReplayPlan | null;
  /** The simulated requests the run was started from (the figures its results sit beside). */
  simulated: readonly SessionRequest[];
  /** Usage per request of the plan, in order (null until its answer arrives). */
  usages: (ReplayUsage | null)[];
  /** The position of the request on its way, or null. */
  sending: number | null;
  pending: boolean;
  error: ExplainedGeminiError | null;
  start: (plan: ReplayPlan, simulated: readonly SessionRequest[]) => void;
  cancel: () => void;
}

/**
 * Sends a replay plan from the main thread (which alone holds the key) and follows it request
 * by request. Nothing is sent without a key; leaving the view cancels a run still going.
 */
export function useReplayRun(): ReplayRunState {
  const [plan, setPlan] = useState<ReplayPlan | null>(null);
  const [simulated, setSimulated] = useState<readonly SessionRequest[]>([]);
  const [usages, setUsages] = useState<(ReplayUsage | null)[]>([]);
  const [sending, setSending] = useState<number | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  const mutation = useMutation({
    // Sent at once: offline, the request fails and says so instead of waiting unseen.
    networkMode: 'always',
    mutationFn: async (run: ReplayPlan): Promise<ReplayUsage[]> => {
      const abort = new AbortController();
      abortRef.current = abort;
      const { apiKey, baseUrl } = useGeminiSettings.getState();
      if (!apiKey) throw new Error('No Gemini API key: add one in Settings first.');
      try {
        return await replayOnGemini(run, {
          apiKey,
          baseUrl,
          signal: abort.signal,
          onStart: setSending,
          onUsage: (position, usage) =>
            setUsages((list) => list.map((u, i) => (i === position ? usage : u))),
        });
      } finally {
        setSending(null);
      }
    },
  });
  const { mutate } = mutation;

  const start = useCallback(
    (run: ReplayPlan, figures: readonly SessionRequest[]) => {
      setPlan(run);
      setSimulated(figures);
      setUsages(run.requests.map(() => null));
      setCancelled(false);
      mutate(run);
    },
    [mutate],
  );
  const cancel = useCallback(() => {
    if (!abortRef.current || abortRef.current.signal.aborted) return;
    setCancelled(true);
    abortRef.current.abort();
  }, []);
  useEffect(() => () => abortRef.current?.abort(), []);

  const error = useExplainedFailure(mutation.error, cancelled);
  return { plan, simulated, usages, sending, pending: mutation.isPending, error, start, cancel };
}
