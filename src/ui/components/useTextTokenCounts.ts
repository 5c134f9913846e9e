import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useConfig } from '../store/configStore';
import { chunkForCounting } from '../../core';
import { countInWorker } from '../../workers/tokenCount/client';
import { knownTextCounts, rememberTextCounts } from '../../workers/tokenCount/client';

/** Token counts of several texts in the meter's primary vocabulary. */
export interface TextTokenCounts {
  /** One count per text, in order; null until the first count arrives. */
  counts: number[] | null;
  /** The vocabulary the counts are in (the meter's selected encoding). */
  encoding: string;
  error: string | null;
}

/** A 32-bit FNV-1a hash over the texts and their lengths (the query key). */
function textsKey(texts: readonly string[]): string {
  let h = 0x811c9dc5;
  for (const text of texts) {
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
    h = Math.imul(h ^ text.length, 16777619);
  }
  return `${(h >>> 0).toString(36)}-${texts.length}`;
}

/**
 * Counts `texts` in the token worker with the meter's selected encoding, so every figure on a
 * screen is in the same named vocabulary. Previous counts stay while new ones are counted.
 */
export function useTextTokenCounts(texts: readonly string[]): TextTokenCounts {
  const encoding = useConfig((c) => c.tokens.encoding);
  const key = useMemo(() => textsKey(texts), [texts]);
  const query = useQuery({
    queryKey: ['text-tokens', encoding, key] as const,
    queryFn: async () => {
      const result = await countInWorker(
        encoding,
        texts.map((text) => chunkForCounting(text)),
      );
      rememberTextCounts('texts', encoding, texts, result.counts);
      return { counts: result.counts, encoding };
    },
    // Known counts (the build's, this browser's last ones) show at once, with no worker.
    initialData: () => {
      const counts = knownTextCounts(encoding, texts);
      return counts ? { counts, encoding } : undefined;
    },
    placeholderData: keepPreviousData,
    retry: 2,
    retryDelay: 500,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const fresh = query.data && query.data.counts.length === texts.length ? query.data : null;
  return {
    counts: fresh?.counts ?? null,
    encoding: fresh?.encoding ?? encoding,
    error: query.error ? query.error.message : null,
  };
}
