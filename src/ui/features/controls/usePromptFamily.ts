import { useMemo } from 'react';
import { cliVersionKind, resolveModelFamily, type CliVersionKind } from '../../../core';
import { useConfig } from '../../store/configStore';

/**
 * The kind of the version in force and, for a release, the prompt family its model resolves
 * to (as {@link ModelFamily} shows it); 2026-02 has one family (`null`).
 */
export function usePromptFamily(): { kind: CliVersionKind; family: 'modern' | 'legacy' | null } {
  const version = useConfig((c) => c.gemini.cliVersion);
  const model = useConfig((c) => c.gemini.model);
  const hasPreviewAccess = useConfig((c) => c.gemini.hasPreviewAccess);
  const gemini31Launched = useConfig((c) => c.gemini.gemini31Launched);
  const gemini35FlashGA = useConfig((c) => c.gemini.gemini35FlashGA);
  return useMemo(() => {
    const kind = cliVersionKind(version);
    if (kind === 'seeds') return { kind, family: null };
    const access = { hasPreviewAccess, gemini31Launched, gemini35FlashGA };
    return { kind, family: resolveModelFamily(model, access).family };
  }, [version, model, hasPreviewAccess, gemini31Launched, gemini35FlashGA]);
}
