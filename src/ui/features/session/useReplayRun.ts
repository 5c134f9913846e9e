import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { explainGeminiFailure, type ExplainedGeminiError } from '../../geminiApi/geminiErrors';
import { replayOnGemini, type ReplayPlan, type ReplayUsage } from '../../geminiApi/geminiReplay';
import { useGeminiSettings } from '../../geminiApi/geminiSettings';

/** Where a replay stands. */
export interface ReplayRunState {
  /** The plan of the run started last, or null before the first. */
  plan: ReplayPlan | null;
  /** Usage per request of the plan, in order (null until its answer arrives). */
  usages: (ReplayUsage | null)[];
  /** The position of the request on its way, or null. */
  sending: number | null;
  pending: boolean;
  error: ExplainedGeminiError | null;
  start: (plan: ReplayPlan) => void;
  cancel: () => void;
}

/**
 * Sends a replay plan from the main thread (which alone holds the key) and follows it request
 * by request. Nothing is sent without a key; leaving the view cancels a run still going.
 */
export function useReplayRun(): ReplayRunState {
  const [plan, setPlan] = useState<ReplayPlan | null>(null);
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
    (run: ReplayPlan) => {
      setPlan(run);
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

  const failure = mutation.error;
  const error = useMemo(() => {
    if (!failure) return null;
    const { baseUrl } = useGeminiSettings.getState();
    return explainGeminiFailure(failure, { baseUrl, cancelled });
  }, [failure, cancelled]);
  return { plan, usages, sending, pending: mutation.isPending, error, start, cancel };
}
