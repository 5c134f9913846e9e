import { useCallback } from 'react';
import { useConfigStore, type Config } from '../../../store/configStore';

type ProviderSettings = Config['providers'];

/** Patches the multi-provider settings; a `coalesceKey` merges quick edits into one undo step. */
export function usePatchProviders(): (
  fields: Partial<ProviderSettings>,
  coalesceKey?: string,
) => void {
  const patch = useConfigStore((s) => s.patch);
  return useCallback(
    (fields, coalesceKey) =>
      patch('providers', fields, coalesceKey === undefined ? undefined : { coalesceKey }),
    [patch],
  );
}
