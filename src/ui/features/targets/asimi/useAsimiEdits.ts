import { useCallback } from 'react';
import { useConfigStore, type Config } from '../../../store/configStore';

type AsimiSettings = Config['asimi'];

/** Patches the Asimi settings; a `coalesceKey` merges quick edits (typing) into one undo step. */
export function usePatchAsimi(): (fields: Partial<AsimiSettings>, coalesceKey?: string) => void {
  const patch = useConfigStore((s) => s.patch);
  return useCallback(
    (fields, coalesceKey) =>
      patch('asimi', fields, coalesceKey === undefined ? undefined : { coalesceKey }),
    [patch],
  );
}
