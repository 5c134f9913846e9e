import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useConfig } from '../store/configStore';
import type { HistorySource } from '../../workers/compression/protocol';
import {
  historyIndexQuery,
  historySampleQuery,
  parseSyntheticSampleId,
  type HistorySample,
} from './historySamples';

/** Where the history came from: a sample, a paste or file, or the generator. */
export type HistoryOrigin = 'sample' | 'custom' | 'synthetic';

/** The history the simulator works on, and where it came from. */
export interface HistorySourceState {
  origin: HistoryOrigin;
  /** Stable while the history is unchanged (effects depend on its identity). */
  source: HistorySource | null;
  /** The JSON text shown in the editor (null for a synthetic history). */
  text: string | null;
  sample: HistorySample | null;
  samples: HistorySample[];
  loading: boolean;
  error: string | null;
}

const NO_SAMPLE: HistorySample = { id: '', title: '', description: '', file: '' };

/** Resolves `config.compression` (pasted text, synthetic id or sample id) into a source. */
export function useHistorySource(): HistorySourceState {
  const customHistory = useConfig((c) => c.compression.customHistory);
  const sampleId = useConfig((c) => c.compression.sampleId);
  const index = useQuery(historyIndexQuery);
  const samples = useMemo(() => index.data ?? [], [index.data]);
  const synthetic = parseSyntheticSampleId(sampleId);
  const sample = synthetic ? null : (samples.find((s) => s.id === sampleId) ?? samples[0] ?? null);
  const sampleText = useQuery({
    ...historySampleQuery(sample ?? NO_SAMPLE),
    enabled: customHistory === null && sample !== null,
  });
  const text = customHistory ?? (synthetic ? null : (sampleText.data ?? null));
  const turns = synthetic?.turns;
  const seed = synthetic?.seed;
  const source = useMemo((): HistorySource | null => {
    if (text !== null) return { kind: 'text', text };
    if (turns !== undefined && seed !== undefined) return { kind: 'synthetic', turns, seed };
    return null;
  }, [text, turns, seed]);

  const origin = customHistory !== null ? 'custom' : synthetic ? 'synthetic' : 'sample';
  const failed = origin === 'sample' ? (index.error ?? sampleText.error) : null;
  return {
    origin,
    source,
    text,
    sample,
    samples,
    loading: origin === 'sample' && source === null && !failed,
    error: failed ? `The sample history could not be loaded: ${failed.message}` : null,
  };
}
