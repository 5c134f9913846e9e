import { useMemo } from 'react';
import type { Content } from '../../../core';
import { useConfig } from '../../store/configStore';
import { useHistorySource } from '../../history/useHistorySource';
import { loadHistory } from './turnHistory';

/** The comprehensive history before this turn and where it comes from. */
export interface TurnHistory {
  enabled: boolean;
  /** What the history is, in words (sample title, "pasted history", …). */
  label: string;
  history: Content[];
  loading: boolean;
  error: string | null;
}

const EMPTY: Content[] = [];

/** The compression simulator's history when `context.history` asks for it, else none. */
export function useTurnHistory(): TurnHistory {
  const enabled = useConfig((c) => c.context.history === 'compression');
  const source = useHistorySource();
  const loaded = useMemo(
    () => (enabled && source.source ? loadHistory(source.source) : null),
    [enabled, source.source],
  );
  const label =
    source.origin === 'custom'
      ? 'the pasted history'
      : source.origin === 'synthetic'
        ? 'a synthetic history'
        : `the sample “${source.sample?.title ?? '…'}”`;
  const loading = enabled && source.loading;
  const error = enabled ? (source.error ?? loaded?.error ?? null) : null;
  const history = loaded?.history ?? EMPTY;
  // One object per distinct value, so the turn model is not rebuilt on every render.
  return useMemo(
    () => ({ enabled, label, history, loading, error }),
    [enabled, label, history, loading, error],
  );
}
