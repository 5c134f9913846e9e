import { useCallback } from 'react';
import { useConfigStore, type Config } from '../../store/configStore';
import type { EnvRecord } from './envEdits';

type GeminiSettings = Config['gemini'];

/** Patches the Gemini settings; a `coalesceKey` merges quick edits (typing) into one undo step. */
export function usePatchGemini(): (fields: Partial<GeminiSettings>, coalesceKey?: string) => void {
  const patch = useConfigStore((s) => s.patch);
  return useCallback(
    (fields, coalesceKey) =>
      patch('gemini', fields, coalesceKey === undefined ? undefined : { coalesceKey }),
    [patch],
  );
}

/** Applies a pure edit to the Gemini env; an unchanged env records no undo step. */
export function useEditEnv(): (
  recipe: (env: EnvRecord) => EnvRecord,
  coalesceKey?: string,
) => void {
  const update = useConfigStore((s) => s.update);
  return useCallback(
    (recipe, coalesceKey) =>
      update(
        (config) => {
          const env = recipe(config.gemini.env);
          return env === config.gemini.env
            ? config
            : { ...config, gemini: { ...config.gemini, env } };
        },
        coalesceKey === undefined ? undefined : { coalesceKey },
      ),
    [update],
  );
}
