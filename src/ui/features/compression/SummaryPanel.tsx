import { useCallback, useState } from 'react';
import type { EnvironmentInput } from '../../../core';
import { useGeminiSettings } from '../../geminiApi/geminiSettings';
import type { PlanSettings, PlanView } from '../../../workers/compression/protocol';
import { LiveCallView } from './LiveCallView';
import { RequestView } from './RequestView';
import { RunError } from './RunError';
import { RunResult } from './RunResult';
import { useCompressionRun } from './useCompressionRun';
import { BusySpinner } from './BusySpinner';

interface Props {
  view: PlanView;
  settings: PlanSettings;
  environment: EnvironmentInput;
}

const STAGE_TEXT: Record<string, string> = {
  planned: 'Planned',
  summarising: 'Asking for the summary…',
  verifying: 'Verification turn…',
  assembling: 'Assembling the new history…',
  done: 'Done',
};

/** Runs the summary (offline sample or Gemini) and shows the requests, stream and result. */
export function SummaryPanel({ view, settings, environment }: Props) {
  const run = useCompressionRun(settings, environment);
  const hasKey = useGeminiSettings((s) => Boolean(s.apiKey));
  const stops = view.decision.status;
  const noop = stops !== null;
  const [autoRetry, setAutoRetry] = useState(false);
  const { start, mode } = run;
  const retry = useCallback(() => start(mode ?? 'gemini'), [start, mode]);
  const failed = run.error !== null && !run.pending;
  return (
    <div className="cmp-run" data-testid="summary-panel">
      <RequestView view={view} />
      <div className="cmp-actions">
        <button
          type="button"
          className="btn"
          disabled={run.pending}
          onClick={() => run.start('offline')}
        >
          Sample summary (offline, not a model)
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={run.pending || !hasKey || noop}
          onClick={() => run.start('gemini')}
        >
          Run with Gemini
        </button>
        {run.pending && (
          <button type="button" className="btn" onClick={run.cancel}>
            Cancel
          </button>
        )}
      </div>
      <label className="cmp-check">
        <input
          type="checkbox"
          checked={autoRetry}
          onChange={(event) => setAutoRetry(event.target.checked)}
        />
        Retry automatically when the API says how long to wait (rate limits)
      </label>
      {failed && run.error && <RunError error={run.error} onRetry={retry} autoRetry={autoRetry} />}
      {!hasKey && (
        <p className="cmp-hint">
          Running with Gemini needs an API key: open Settings in the header.
        </p>
      )}
      {noop && (
        <p className="cmp-hint">
          The service returns {stops} without summarising; change the settings (e.g. Force) to call
          the model.
        </p>
      )}
      {run.pending && (
        <p className="cmp-progress" role="status" data-testid="run-progress">
          <BusySpinner />
          {run.stage ? STAGE_TEXT[run.stage] : 'Starting…'}
        </p>
      )}
      {run.waitingForNetwork && (
        <p className="cmp-hint" role="status" data-testid="run-offline">
          You are offline: the Gemini request is sent as soon as the network returns (Cancel stops
          it).
        </p>
      )}
      {run.calls.map((call, i) => (
        <LiveCallView key={i} call={call} stopped={!run.pending} />
      ))}
      {run.result && <RunResult result={run.result} offline={run.mode === 'offline'} />}
    </div>
  );
}
