import { isReleaseVersion } from '../../../core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { estimateTextTokens, HEURISTIC_2026_02, HEURISTIC_CURRENT } from '../../../core';
import { useConfig } from '../../store/configStore';
import { timed } from '../../lib/timed';
import { meterModel, type MeterModel } from './meterRows';
import { tokenCountQuery } from '../../tokens/tokenQueries';
import { useLivePromptSegments } from '../../prompt/usePromptSegments';

/** Everything the meter shows for the current prompt. */
export interface TokenMeterState {
  /** Figures from the selected encoding; null until the first count arrives. */
  model: MeterModel | null;
  /** The encoding `model` was counted with (may lag the selection while re-counting). */
  countedEncoding: string | null;
  /** True while the shown figures are older than the current text or encoding. */
  stale: boolean;
  /** True before the selected encoding has produced any figure. */
  loadingEncoding: boolean;
  error: string | null;
  /** Counts the current prompt again (after an error). */
  retry: () => void;
  /** The CLI's own heuristic over the whole prompt (main thread, about 1 ms per 200 KB). */
  heuristic: number;
  /** The text the figures are for (`model` may still be for the previous one). */
  text: string;
}

/** The token figures of the current prompt: worker-counted rows plus the CLI heuristic. */
export function useTokenMeter(): TokenMeterState {
  const encoding = useConfig((c) => c.tokens.encoding);
  const { text, segments, hash } = useLivePromptSegments();
  const query = useQuery(tokenCountQuery(encoding, segments, hash));
  const current = useConfig((c) => isReleaseVersion(c.gemini.cliVersion));
  const heuristic = useMemo(
    () =>
      timed('promptscope:heuristic', () =>
        estimateTextTokens(text, current ? HEURISTIC_CURRENT : HEURISTIC_2026_02),
      ),
    [text, current],
  );
  const data = query.data;
  const model = useMemo(() => (data ? meterModel(data) : null), [data]);
  return {
    model,
    countedEncoding: data?.encoding ?? null,
    stale: query.isPlaceholderData || query.isFetching,
    loadingEncoding: query.isFetching && data?.encoding !== encoding,
    error: query.error ? query.error.message : null,
    retry: () => void query.refetch(),
    heuristic,
    text,
  };
}
