import { useMemo } from 'react';
import { resolveModelFamily } from '../../../core';
import { useConfig } from '../../store/configStore';

/**
 * The current CLI's model → prompt family ("gemini-2.5-pro → legacy prompt"), with the
 * reason as a tooltip and as text for screen readers.
 */
export function ModelFamily() {
  const model = useConfig((c) => c.gemini.model);
  const hasPreviewAccess = useConfig((c) => c.gemini.hasPreviewAccess);
  const gemini31Launched = useConfig((c) => c.gemini.gemini31Launched);
  const gemini35FlashGA = useConfig((c) => c.gemini.gemini35FlashGA);
  const resolution = useMemo(
    () => resolveModelFamily(model, { hasPreviewAccess, gemini31Launched, gemini35FlashGA }),
    [model, hasPreviewAccess, gemini31Launched, gemini35FlashGA],
  );
  return (
    <p
      className={`model-family family-${resolution.family}`}
      data-testid="model-family"
      title={resolution.reason}
      tabIndex={0}
    >
      <span className="mono">{resolution.resolved || '(empty)'}</span> →{' '}
      <strong>{resolution.family} prompt</strong>
      <span className="visually-hidden"> ({resolution.reason})</span>
    </p>
  );
}
