/**
 * What-if: what turning each section, memory file, tool group or skill off would save over
 * the session, per session and per 1,000 sessions.
 *
 * Props:
 * - `state`: the configuration whose pieces are turned off one at a time (the current work).
 * - `session`: the input the main view sends the session worker for `state` (null while it
 *   has none); each variant is simulated over this same session. A new one starts again.
 */
import type { PlaygroundState } from '../../../core';
import type { SimulationInput } from '../../../workers/session/client';
import { useWhatIf, type WhatIfStatus } from './useWhatIf';
import { WhatIfTable } from './WhatIfTable';
import './whatIf.css';

export interface WhatIfPanelProps {
  state: PlaygroundState;
  session: SimulationInput | null;
}

function progressText(status: Exclude<WhatIfStatus, { phase: 'done' | 'error' }>): string {
  if (status.phase === 'waiting') return 'Waiting for the session…';
  const { progress } = status;
  const of = progress ? ` ${progress.done} of ${progress.total}` : '';
  return status.phase === 'rendering'
    ? `Building the configurations without each piece…${of}`
    : `Simulating the session without each piece…${of}`;
}

export function WhatIfPanel({ state, session }: WhatIfPanelProps) {
  const status = useWhatIf(state, session);
  return (
    <section className="what-if" aria-labelledby="what-if-title">
      <h2 id="what-if-title">What if it were off?</h2>
      <p className="what-if-intro">
        Each row is the same session simulated again with one piece of the configuration turned off;
        the saving is the difference of the two sessions&apos; totals.
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
