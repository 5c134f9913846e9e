/**
 * What "Replay the first turns on Gemini" can send of a simulated session: its first turn
 * requests, up to the first compression (after it the history holds a summary only a
 * summariser run would write) and at most {@link MAX_REPLAY_REQUESTS}; and the start of the
 * conversation those requests hold — all the page needs of a conversation that may run to
 * megabytes, so the session worker sends only that.
 */
import type { SessionConversation, SessionRequest, SessionResult } from './types';

/** Most turns a replay sends (each one is billed). */
export const MAX_REPLAY_REQUESTS = 10;

/** The turn requests a replay can send (see the file's comment). */
export function replayableRequests(result: SessionResult): SessionRequest[] {
  const replayable: SessionRequest[] = [];
  for (const request of result.requests) {
    if (request.kind !== 'turn' || request.answerIndex === null) break;
    if (replayable.length === MAX_REPLAY_REQUESTS) break;
    replayable.push(request);
  }
  return replayable;
}

/**
 * The contents before the last replayable request's answer (each replayed request holds the
 * history before its answer), with their recorded usage; the label and notes unchanged.
 */
export function replayableConversation(
  conversation: SessionConversation,
  result: SessionResult,
): SessionConversation {
  const end = replayableRequests(result).reduce((n, r) => Math.max(n, r.answerIndex ?? 0), 0);
  const { recordedUsage, ...rest } = conversation;
  const start: SessionConversation = { ...rest, contents: conversation.contents.slice(0, end) };
  if (recordedUsage) {
    start.recordedUsage = Object.fromEntries(
      Object.entries(recordedUsage).filter(([index]) => Number(index) < end),
    );
  }
  return start;
}
