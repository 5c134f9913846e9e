import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { compareImportedWithModeled, type PromptComparisonRow } from '../../../core';
import { chunkForCounting } from '../../../core';
import { countInWorker } from '../../../workers/tokenCount/client';
import { systemPromptOf } from '../../components/configPrompt';
import { useConfig, useConfigStore } from '../../store/configStore';

/** A comparison row with token counts on each side (null: that side lacks the part). */
export interface CountedRow extends PromptComparisonRow {
  importedTokens: number | null;
  modeledTokens: number | null;
}

let nextId = 1;
const rowIds = new WeakMap<readonly PromptComparisonRow[], number>();

/** A cheap query key for one comparison (hashing megabytes of text per render is not). */
function idOf(rows: readonly PromptComparisonRow[]): number {
  let id = rowIds.get(rows);
  if (id === undefined) {
    id = nextId++;
    rowIds.set(rows, id);
  }
  return id;
}

/** The imported text next to the modeled prompt of the current configuration, counted. */
export function useComparison(importedText: string) {
  const encoding = useConfig((c) => c.tokens.encoding);
  const { rows, modeledError } = useMemo(() => {
    // The modeled prompt as the preview shows it (the release's own text).
    const modeled = systemPromptOf(useConfigStore.getState().config);
    return {
      rows: compareImportedWithModeled(importedText, modeled.text),
      modeledError: modeled.error,
    };
  }, [importedText]);
  const query = useQuery({
    queryKey: ['import-compare', encoding, idOf(rows)] as const,
    queryFn: async (): Promise<CountedRow[]> => {
      const segments = rows.flatMap((row) => [row.imported?.text ?? '', row.modeled?.text ?? '']);
      const { counts } = await countInWorker(
        encoding,
        segments.map((text) => chunkForCounting(text)),
      );
      return rows.map((row, index) => ({
        ...row,
        importedTokens: row.imported ? (counts[index * 2] ?? 0) : null,
        modeledTokens: row.modeled ? (counts[index * 2 + 1] ?? 0) : null,
      }));
    },
    staleTime: Infinity,
    gcTime: 30_000,
  });
  return { rows, counted: query.data ?? null, error: query.error?.message ?? modeledError };
}
