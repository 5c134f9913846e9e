import { useExactCount } from './useExactCount';

/** The optional exact count from the Gemini API, beside the estimates, with the difference. */
export function ExactCountCard({
  text,
  hash,
  estimate,
}: {
  text: string;
  hash: string;
  estimate: number | null;
}) {
  const exact = useExactCount(text, hash);
  const diff = exact.value !== null && estimate !== null ? estimate - exact.value : null;
  return (
    <div className="meter-card">
      <div className="meter-card-head">
        <span className="meter-card-title">Gemini API countTokens</span>
        <span className="estimate-badge exact-badge">exact</span>
      </div>
      {!exact.hasKey ? (
        <p className="meter-status">
          Add a Gemini API key in the settings (header) to count with {exact.model}&apos;s own
          tokenizer.
        </p>
      ) : (
        <>
          <output aria-label="Exact tokens" className="meter-figure">
            {exact.value ?? '—'}
          </output>
          <button
            type="button"
            className="btn"
            onClick={exact.count}
            disabled={exact.pending || text === '' || exact.modelProblem !== null}
          >
            {exact.pending ? 'Counting…' : exact.value === null ? 'Count exactly' : 'Count again'}
          </button>
          <p className="meter-status" role="status">
            {exact.error
              ? exact.error
              : exact.value === null
                ? `Sends the prompt to the Gemini API (${exact.model}); only when you ask.`
                : `${exact.stale ? 'For an earlier version of the prompt. ' : ''}${
                    diff === null || diff === 0
                      ? 'The total matches.'
                      : `The total is ${diff > 0 ? 'over' : 'under'} by ${Math.abs(diff)} (${Math.round((Math.abs(diff) / Math.max(1, exact.value)) * 100)}%).`
                  } The API adds about one token per message for the role framing.`}
          </p>
        </>
      )}
    </div>
  );
}
