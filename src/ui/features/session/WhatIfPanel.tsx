/**
 * What-if: what turning each section, memory file, tool group or skill off would save over
 * the session, per session and per 1,000 sessions.
 *
 * Props:
 * - `state`: the configuration whose pieces are turned off one at a time (the current work).
 * - `run`: simulates the variants over the session the main view shows (`useWhatIfRunner`
 *   builds it from the conversation and settings); a new `run` starts the what-if again.
 */
import type { PlaygroundState } from '../../../core';
import { useWhatIf, type RunWhatIf, type WhatIfStatus } from './useWhatIf';
import { WhatIfTable } from './WhatIfTable';

export interface WhatIfPanelProps {
  state: PlaygroundState;
  run: RunWhatIf;
}

function progressText(status: Exclude<WhatIfStatus, { phase: 'done' | 'error' }>): string {
  const { progress } = status;
  const of = progress ? ` ${progress.done} of ${progress.total}` : '';
  return status.phase === 'rendering'
    ? `Building the configurations without each piece…${of}`
    : `Simulating the session without each piece…${of}`;
}

export function WhatIfPanel({ state, run }: WhatIfPanelProps) {
  const status = useWhatIf(state, run);
  return (
    <section className="what-if" aria-labelledby="what-if-title">
      <h2 id="what-if-title">What if it were off?</h2>
      <p className="what-if-intro">
        Each row is the same session simulated again with one piece of the configuration turned
        off; the saving is the difference of the two sessions&apos; totals.
      </p>
      {status.phase === 'error' ? (
        <p className="notice notice-error" role="alert">
          {status.message}
        </p>
      ) : status.phase === 'done' ? (
        <WhatIfTable
          rows={status.answer.rows}
          minCacheableTokens={status.answer.minCacheableTokens}
        />
      ) : (
        <p role="status" aria-busy="true" data-testid="what-if-progress">
          {progressText(status)}
        </p>
      )}
    </section>
  );
}
