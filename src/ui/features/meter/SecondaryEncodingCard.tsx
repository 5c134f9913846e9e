import { useQuery } from '@tanstack/react-query';
import { tokenCountQuery } from '../../tokens/tokenQueries';
import { useLivePromptSegments } from '../../prompt/usePromptSegments';

/**
 * The o200k_base figure beside the Gemini total, for comparison with OpenAI-vocabulary tools.
 * Counted in the same worker; keeps its previous figure while re-counting.
 */
export function SecondaryEncodingCard({ primary }: { primary: number | null }) {
  const { segments, hash } = useLivePromptSegments();
  const query = useQuery(tokenCountQuery('o200k_base', segments, hash));
  const total = query.data?.total ?? null;
  const diff = total !== null && primary !== null ? total - primary : null;
  return (
    <div className="meter-card">
      <div className="meter-card-head">
        <span className="meter-card-title">o200k_base (OpenAI)</span>
        <span className="estimate-badge">estimate</span>
      </div>
      <output aria-label="o200k_base tokens" className="meter-figure">
        {total ?? '—'}
      </output>
      <p className="meter-status">
        {query.error
          ? `Counting failed: ${query.error.message}`
          : 'the same text in an OpenAI vocabulary'}
        {diff !== null && diff !== 0 && (
          <>
            {' · '}
            {diff > 0 ? '+' : '−'}
            {Math.abs(diff)} vs Gemini
          </>
        )}
      </p>
    </div>
  );
}
