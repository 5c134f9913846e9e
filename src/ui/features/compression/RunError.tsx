import type { ExplainedGeminiError } from '../gemini/geminiErrors';

/** A failed run in words: what happened, what to do, and the API's own (key-free) message. */
export function RunError({ error }: { error: ExplainedGeminiError }) {
  const tone = error.kind === 'cancelled' ? 'notice-warning' : 'notice-error';
  return (
    <div className={`notice ${tone} cmp-run-error`} role="alert" data-testid="run-error">
      <div>
        <p>
          <strong>{error.title}</strong> {error.action}
        </p>
        {error.detail && (
          <p className="cmp-error-detail">
            {error.status !== null ? `HTTP ${error.status}: ` : ''}
            {error.detail}
          </p>
        )}
      </div>
    </div>
  );
}
