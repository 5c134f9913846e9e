import { useMemo } from 'react';
import { useImportedPrompt } from '../features/importPrompt';
import type { ImportedPromptInput } from '../features/compare/sources';

/**
 * The imported prompt as a compare source, read through the import feature's own hook (so
 * however the import stores its text, the compare view gets it the same way); null when
 * nothing is imported. Stable while the import does not change, so it is split and counted once.
 */
export function useImportedForCompare(): ImportedPromptInput | null {
  const current = useImportedPrompt();
  const imported = current?.imported;
  const spans = current?.split.spans;
  return useMemo(
    () =>
      imported && spans
        ? {
            text: imported.text,
            fileName: imported.fileName,
            disabledSpans: imported.disabledSpans,
            spans,
          }
        : null,
    [imported, spans],
  );
}
