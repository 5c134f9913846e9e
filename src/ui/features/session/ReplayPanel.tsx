/**
 * "Replay the first turns on Gemini" (issue 32): sends the session's first turn requests to the
 * Gemini API and shows its own usage (prompt, cached, output tokens) beside the simulated one.
 * Opt-in and bounded: before anything is sent it shows how many requests and the most they can
 * cost, and waits for a click; Cancel stops the run; without a key nothing is sent.
 *
 * Props (mounted by SessionView):
 * - `result`: the simulated session (`SessionResult` from the session worker).
 * - `prefix`: the opening texts the simulation counted (system instruction, tool declarations
 *   JSON, environment message), the same `SessionPrefixTexts` it was given.
 * - `conversation`: gives the simulated conversation (read when a replay starts); each
 *   replayed request holds the environment message and this history up to the answer the
 *   request produces.
 */
import { useId, useState } from 'react';
import type { SessionConversation, SessionPrefixTexts, SessionResult } from '../../../core';
import { DEFAULT_REPLAY_REQUESTS, REPLAY_MAX_OUTPUT_TOKENS } from '../../geminiApi/geminiReplay';
import { useGeminiSettings } from '../../geminiApi/geminiSettings';
import { ReplayResults } from './ReplayResults';
import { INPUT_MARGIN_PERCENT, replayableRequests, replayBound, replayPlan } from './replayPlan';
import { useReplayRun } from './useReplayRun';
import './replay.css';

export interface ReplayPanelProps {
  result: SessionResult;
  prefix: SessionPrefixTexts;
  conversation: () => SessionConversation;
}

const tokens = (n: number) => n.toLocaleString('en-US');
const dollars = (n: number) => `$${n.toFixed(4)}`;

export function ReplayPanel({ result, prefix, conversation }: ReplayPanelProps) {
  const hasKey = useGeminiSettings((s) => Boolean(s.apiKey));
  const run = useReplayRun();
  const countId = useId();
  const available = replayableRequests(result);
  // The field's text as typed (it may be empty for a moment); the count is clamped to 1–max.
  const [wanted, setWanted] = useState(String(DEFAULT_REPLAY_REQUESTS));
  const count = Math.max(1, Math.min(Number.parseInt(wanted, 10) || 1, available.length));
  const model = available[0]?.model ?? result.price?.model ?? '';
  const chosen = available.slice(0, count);
  const bound = replayBound(chosen, result.price, model);

  return (
    <section className="replay-panel" data-testid="replay-panel" aria-labelledby={`${countId}-h`}>
      <h3 id={`${countId}-h`}>Replay the first turns on Gemini</h3>
      <p className="replay-hint">
        Sends the session&apos;s first turn requests, as simulated, to the Gemini API and puts the
        API&apos;s own token counts beside the simulated ones. Each request is billed to your key.
      </p>
      {available.length === 0 ? (
        <p className="replay-hint">This session has no turn request to replay.</p>
      ) : (
        <>
          <label className="replay-count" htmlFor={countId}>
            Turns to replay (1–{available.length})
            <input
              id={countId}
              type="number"
              min={1}
              max={available.length}
              value={wanted}
              disabled={run.pending}
              onChange={(event) => setWanted(event.target.value)}
              onBlur={() => setWanted(String(count))}
            />
          </label>
          <p className="replay-bound" data-testid="replay-bound">
            {count} request{count === 1 ? '' : 's'} to <code>{model}</code>, at most{' '}
            <strong>
              {bound.dollars === null
                ? 'an unknown amount (no price known)'
                : dollars(bound.dollars)}
            </strong>
            : {tokens(bound.inputTokens)} input tokens at the uncached price (the simulated count
            plus {INPUT_MARGIN_PERCENT}%), and up to {tokens(bound.maxOutputTokensEach)} output
            tokens each (answers are cut at {tokens(REPLAY_MAX_OUTPUT_TOKENS)}, thinking kept
            small).
          </p>
          <div className="replay-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={!hasKey || run.pending}
              onClick={() =>
                run.start(replayPlan(result, prefix, conversation(), model, count), result.requests)
              }
            >
              Send {count} request{count === 1 ? '' : 's'} to Gemini
            </button>
            {run.pending && (
              <button type="button" className="btn" onClick={run.cancel}>
                Cancel
              </button>
            )}
            {run.pending && run.sending !== null && (
              <span role="status" data-testid="replay-progress">
                Request {run.sending + 1} of {run.plan?.requests.length ?? count}…
              </span>
            )}
          </div>
          {!hasKey && (
            <p className="replay-hint" data-testid="replay-no-key">
              Replaying needs a Gemini API key: add one under Settings in the header. Nothing is
              sent without it.
            </p>
          )}
        </>
      )}
      {run.error && !run.pending && (
        <div
          role="alert"
          className={`notice ${run.error.kind === 'cancelled' ? 'notice-warning' : 'notice-error'}`}
        >
          <strong>{run.error.title}</strong> {run.error.action}
          {run.error.detail && <p>{run.error.detail}</p>}
        </div>
      )}
      {run.plan && run.simulated !== result.requests && (
        <p className="replay-hint" data-testid="replay-stale">
          The session was simulated again since this replay started: the rows below compare with the
          figures the replay started from.
        </p>
      )}
      {run.plan && <ReplayResults plan={run.plan} usages={run.usages} requests={run.simulated} />}
    </section>
  );
}
