import { TRUNCATE_HEAD_SHARE } from '../../../core';
import type { PlanView } from '../../../workers/compression/protocol';

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 3 });

/** The parts of the plan view the note reads. */
export type DecisionFacts = Pick<
  PlanView,
  'decision' | 'trigger' | 'maxChars' | 'truncatedCount' | 'splitCharacterOutputs'
>;

/** The rule that decided the outcome, in a sentence with its numbers. */
export function ruleSentence(view: DecisionFacts): string {
  const { decision, trigger } = view;
  const last = fmt(trigger.lastPromptTokenCount);
  const at = fmt(trigger.triggerAt);
  const estimate = fmt(decision.truncatedTokenCount ?? 0);
  switch (decision.rule) {
    case 'empty-history':
      return 'The curated history is empty: NOOP, reported as 0 → 0 tokens, even when forced.';
    case 'failed-attempt':
      return 'A failed attempt, checked before the threshold in this CLI: NOOP, reported as 0 → 0 tokens (tick Force to compress).';
    case 'below-threshold':
      return `Below the threshold: NOOP (last prompt ${last} < ${at}); the failed-attempt rule is not reached. Tick Force to compress.`;
    case 'failed-attempt-truncated':
      return `A failed attempt: truncate only. The truncated estimate (${estimate}) is below the API's last count (${last}): CONTENT_TRUNCATED, no summary.`;
    case 'failed-attempt-no-gain':
      return `A failed attempt: truncate only. The truncated estimate (${estimate}) is not below the API's last count (${last}): NOOP.`;
    case 'nothing-to-compress':
      return 'The split is at message 0: nothing to summarise, NOOP.';
    case 'summarise':
      return trigger.reason === 'forced'
        ? 'Forced, as /compress does: the threshold and the failed-attempt rule are skipped; the summariser runs.'
        : `Threshold reached (last prompt ${last} ≥ ${at}): the summariser runs.`;
  }
}

/**
 * A history whose last prompt is larger than the model's context window is one the CLI never
 * sends: the API refuses such a request, and compression would have run long before it grew so
 * large. The plan still shows what the rules say, with this warning beside it.
 */
export function oversizeNote(view: Pick<DecisionFacts, 'trigger'>): string | null {
  const { lastPromptTokenCount, tokenLimit } = view.trigger;
  if (lastPromptTokenCount <= tokenLimit) return null;
  return `This session cannot happen: its last prompt (${fmt(lastPromptTokenCount)} tokens) is larger than the model's context window (${fmt(tokenLimit)}), so the API would refuse it, and the CLI compresses from ${fmt(view.trigger.triggerAt)} on. Use fewer turns or a shorter history to see a session the CLI could run.`;
}

/** Notes on cuts the CLI makes that a tidier tool would not: odd limits and split characters. */
function truncationNotes(view: DecisionFacts): string[] {
  const notes: string[] = [];
  const max = view.maxChars;
  if (max !== null && view.truncatedCount > 0 && (!(max > 0) || !Number.isInteger(max))) {
    const head = Math.floor(max * TRUNCATE_HEAD_SHARE);
    const tail = max - head;
    notes.push(
      max === 0
        ? 'The character limit is 0 (the last prompt fills the context): as in the CLI, each cut output keeps an empty head and, through slice(-0), its whole text as the tail, so it grows instead of shrinking.'
        : max < 0
          ? `The character limit is negative (${fmt(max)}): the CLI's head and tail counts are negative too (${fmt(head)} and ${fmt(tail)}) and slice counts them from the other end, so cut outputs grow instead of shrinking.`
          : `The character limit (${fmt(max)}) is not a whole number: the head keeps ${fmt(head)} characters and the tail count (${fmt(tail)}) is rounded toward zero by slice.`,
    );
  }
  if (view.splitCharacterOutputs > 0) {
    const n = view.splitCharacterOutputs;
    notes.push(
      `${n} cut output${n === 1 ? '' : 's'} keep${n === 1 ? 's' : ''} half of a character pair (a lone surrogate) at an edge: the CLI cuts by UTF-16 units, not by whole characters.`,
    );
  }
  return notes;
}

/** What decides the outcome, and notes on how the CLI cut the tool outputs. */
export function DecisionNote({ view }: { view: DecisionFacts }) {
  const stops = view.decision.status !== null;
  const oversize = oversizeNote(view);
  return (
    <>
      {oversize && (
        <p className="notice notice-warning" data-testid="oversize-note">
          {oversize}
        </p>
      )}
      <p
        className={stops ? 'notice notice-warning' : 'notice'}
        data-testid="decision-rule"
        data-rule={view.decision.rule}
      >
        {ruleSentence(view)}
      </p>
      {truncationNotes(view).map((note) => (
        <p key={note} className="notice notice-warning" data-testid="truncation-note">
          {note}
        </p>
      ))}
    </>
  );
}
