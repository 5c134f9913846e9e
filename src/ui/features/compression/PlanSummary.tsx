import type { PlanView } from '../../../workers/compression/protocol';
import { DecisionNote } from './DecisionNote';
import { shareBefore, type TimelineScale } from './timelineLayout';

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** The split, the truncation and the models in a few facts, plus a whole-history strip. */
export function PlanSummary({ view, scale }: { view: PlanView; scale: TimelineScale }) {
  const { split, rows } = view;
  const summarised = shareBefore(rows, split.index, scale) * 100;
  return (
    <div className="cmp-summary" data-testid="plan-summary">
      <div
        className="cmp-strip"
        role="img"
        aria-label={`${summarised.toFixed(0)}% of the history (by ${scale}) is summarised, the rest kept`}
      >
        <span className="cmp-strip-summarised" style={{ width: `${summarised}%` }} />
        <span
          className="cmp-strip-target"
          style={{ left: `${split.fraction * 100}%` }}
          title={`${Math.round(split.fraction * 100)}% target`}
        />
      </div>
      <dl className="cmp-facts">
        <dt>Split</dt>
        <dd data-testid="split-index">
          message {split.index} of {rows.count}: {split.index} summarised,{' '}
          {rows.count - split.index} kept
        </dd>
        <dt>Target</dt>
        <dd>
          {Math.round(split.fraction * 100)}% of {fmt(split.totalChars)} characters ={' '}
          {fmt(split.targetChars)}
        </dd>
        <dt>Truncated outputs</dt>
        <dd>
          {view.truncatedCount} (tool-output budget 50,000 tokens; {fmt(view.countedTokens)}{' '}
          counted)
        </dd>
        <dt>Summariser sees</dt>
        <dd>
          the {view.summarizerSource} slice ({fmt(view.originalSliceTokens)} tokens before
          truncation){view.hasPreviousSnapshot ? '; it already holds a <state_snapshot>' : ''}
        </dd>
        <dt>Compression model</dt>
        <dd>
          {view.compressionModelAlias} → {view.compressionModel} (chat model {view.resolvedModel})
        </dd>
        {view.dropped.length > 0 && (
          <>
            <dt>Curation</dt>
            <dd>{view.dropped.length} invalid model turns left out</dd>
          </>
        )}
      </dl>
      <DecisionNote view={view} />
      <p className="muted" data-testid="compression-version">
        {view.maxChars !== null
          ? `Current CLI (v0.56–0.61): over-budget tool outputs keep 20% head and 80% tail of ${view.maxChars.toLocaleString('en-US')} characters (min of 4 × the tokens left and the 40,000 setting).`
          : '2026-02 CLI: over-budget tool outputs keep their last 30 lines.'}
      </p>
      {view.masking && (
        <p className="notice" data-testid="masking-step">
          Tool-output masking (runs every turn after this check):{' '}
          {view.masking.skipped === null
            ? `${view.masking.masked} older outputs masked, ${view.masking.tokensSaved.toLocaleString('en-US')} tokens saved; full outputs go to ${view.masking.folder ?? '?'}`
            : view.masking.skipped === 'below-minimum'
              ? `nothing masked: only ${view.masking.prunableTokens.toLocaleString('en-US')} tokens lie past the newest 50,000 (30,000 needed).`
              : 'nothing masked: every tool output fits in the newest 50,000 protected tokens.'}
        </p>
      )}
    </div>
  );
}
