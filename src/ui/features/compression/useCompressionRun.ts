import { onlineManager, useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CompressionStage, EnvironmentInput, SummaryRequest } from '../../../core';
import type { ExplainedGeminiError } from '../../geminiApi/geminiErrors';
import { useGeminiSettings } from '../../geminiApi/geminiSettings';
import { streamGeminiRequest, type GeminiUsage } from '../../geminiApi/geminiStream';
import { useExplainedFailure } from '../../geminiApi/useExplainedFailure';
import type { PlanSettings, RunView } from '../../../workers/compression/protocol';
import { runInWorker } from '../../../workers/compression/client';

/** Resolves when the browser is online again; rejects when `signal` aborts first. */
function untilOnline(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = onlineManager.subscribe((online) => {
      if (!online) return;
      stop();
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
    const onAbort = () => {
      stop();
      reject(
        signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'),
      );
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Which summariser a run uses. */
export type RunMode = 'offline' | 'gemini';

/** One summariser call as it happens. */
export interface LiveCall {
  request: SummaryRequest;
  text: string;
  chunks: number;
  usage: GeminiUsage | null;
  done: boolean;
}

/** Everything the run panel shows while and after a run. */
export interface CompressionRunState {
  mode: RunMode | null;
  stage: CompressionStage | null;
  calls: LiveCall[];
  result: RunView | null;
  pending: boolean;
  error: ExplainedGeminiError | null;
  /** True while a Gemini call waits for the network (it is sent as soon as it returns). */
  waitingForNetwork: boolean;
  start: (mode: RunMode) => void;
  cancel: () => void;
}

/**
 * Runs the whole compression (summary and verification) in the worker, with the offline
 * summariser or with Gemini streamed from the main thread (which alone holds the key).
 * Mount it once per plan (key the component) so a new history or new settings start afresh.
 */
export function useCompressionRun(
  settings: PlanSettings,
  environment: EnvironmentInput,
): CompressionRunState {
  const [mode, setMode] = useState<RunMode | null>(null);
  const [stage, setStage] = useState<CompressionStage | null>(null);
  const [calls, setCalls] = useState<LiveCall[]>([]);
  const [cancelled, setCancelled] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const [waitingForNetwork, setWaiting] = useState(false);

  const updateLast = (fields: Partial<LiveCall>) =>
    setCalls((list) => list.map((c, i) => (i === list.length - 1 ? { ...c, ...fields } : c)));

  const mutation = useMutation({
    // The worker runs offline; a Gemini call inside waits for the network itself (below).
    networkMode: 'always',
    mutationFn: async (runMode: RunMode): Promise<RunView> => {
      const abort = new AbortController();
      abortRef.current = abort;
      const { apiKey, baseUrl } = useGeminiSettings.getState();
      const summarise =
        runMode === 'gemini'
          ? async (request: SummaryRequest, signal: AbortSignal) => {
              setCalls((list) => [
                ...list,
                { request, text: '', chunks: 0, usage: null, done: false },
              ]);
              if (!onlineManager.isOnline()) {
                setWaiting(true);
                await untilOnline(signal).finally(() => setWaiting(false));
              }
              const answer = await streamGeminiRequest(request, {
                apiKey: apiKey ?? '',
                baseUrl,
                signal,
                onText: (text, chunks) => updateLast({ text, chunks }),
              });
              updateLast({ text: answer.text, usage: answer.usage, done: true });
              return answer.text;
            }
          : undefined;
      return runInWorker(settings, environment, {
        signal: abort.signal,
        onStage: setStage,
        ...(summarise ? { summarise } : {}),
      });
    },
  });
  const { mutate } = mutation;

  const cancel = useCallback(() => {
    if (!abortRef.current || abortRef.current.signal.aborted) return;
    setCancelled(true);
    abortRef.current.abort();
  }, []);
  // Mounted per plan (the caller keys it): leaving cancels a run still going.
  useEffect(() => () => abortRef.current?.abort(), []);

  const start = useCallback(
    (runMode: RunMode) => {
      setMode(runMode);
      setStage(null);
      setCalls([]);
      setCancelled(false);
      mutate(runMode);
    },
    [mutate],
  );

  const error = useExplainedFailure(mutation.error, cancelled);
  return {
    mode,
    stage,
    calls,
    result: mutation.data ?? null,
    pending: mutation.isPending,
    error,
    waitingForNetwork,
    start,
    cancel,
  };
}
