import type { PromptWarning } from '../../../core';

/** The core's warnings about the current configuration, each with its fix. */
export function PromptWarnings({
  warnings,
  error,
}: {
  warnings: PromptWarning[];
  error: string | null;
}) {
  if (warnings.length === 0 && !error) {
    return <p className="field-hint">No warnings for this configuration.</p>;
  }
  return (
    <ul className="warning-list" aria-label="Template warnings" data-testid="template-warnings">
      {error && (
        <li className="warning-item is-error">
          <strong>The CLI would stop:</strong> {error}
        </li>
      )}
      {warnings.map((w, i) => (
        <li key={`${w.code}-${i}`} className="warning-item">
          <span>{w.message}</span>
          {w.fix && <span className="warning-fix">Fix: {w.fix}</span>}
        </li>
      ))}
    </ul>
  );
}
