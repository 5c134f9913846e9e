import { isReleaseVersion } from '../../../core';
import { useConfig } from '../../store/configStore';

/**
 * The Gemini CLI's own local estimate of the prompt, computed on the main thread with the
 * selected version's weights (non-ASCII 1.3 in 2026-02, 1.5 from v0.56).
 */
export function HeuristicCard({ tokens, total }: { tokens: number; total: number | null }) {
  const current = useConfig((c) => isReleaseVersion(c.gemini.cliVersion));
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
        ¼ token per ASCII char, {current ? '1.5' : '1.3'} per other char (the{' '}
        {current ? 'current' : '2026-02'} CLI&apos;s own count)
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
