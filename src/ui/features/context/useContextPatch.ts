import { useCallback } from 'react';
import type { PlaygroundContext } from '../../../core';
import { useConfigStore } from '../../store/configStore';

/** Patches `config.context`; edits with the same key in quick succession are one undo step. */
export function useContextPatch() {
  const patch = useConfigStore((s) => s.patch);
  return useCallback(
    (fields: Partial<PlaygroundContext>, coalesceKey?: string) =>
      patch('context', fields, coalesceKey ? { coalesceKey: `context.${coalesceKey}` } : {}),
    [patch],
  );
}
