/** The Gemini CLI's own local estimate of the prompt, computed on the main thread. */
export function HeuristicCard({ tokens, total }: { tokens: number; total: number | null }) {
  const diff = total === null ? null : tokens - total;
  return (
    <div className="meter-card">
      <div className="meter-card-head">
        <span className="meter-card-title">Gemini CLI heuristic</span>
        <span className="estimate-badge">estimate</span>
      </div>
      <output aria-label="CLI heuristic tokens" className="meter-figure">
        {tokens}
      </output>
      <p className="meter-status">
        ¼ token per ASCII char, 1.3 per other char (the CLI's own count)
        {diff !== null && diff !== 0 && (
          <>
            {' · '}
            {diff > 0 ? '+' : '−'}
            {Math.abs(diff)} vs the total
          </>
        )}
      </p>
    </div>
  );
}
