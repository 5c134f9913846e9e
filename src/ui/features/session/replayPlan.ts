/**
 * Which requests "Replay the first turns on Gemini" sends, and the most they can cost. Pure:
 * the panel and its tests read it.
 */
import {
  replayableRequests,
  requestCost,
  type Content,
  type SessionConversation,
  type SessionPrefixTexts,
  type SessionRequest,
  type SessionResult,
} from '../../../core';
import { replayMaxOutputTokens, type ReplayPlan } from '../../geminiApi/geminiReplay';

/**
 * The simulation counts in the Gemma 3 vocabulary; the API's own count of the same request can
 * be a little higher, so the cost bound prices the input with this margin.
 */
export const INPUT_MARGIN_PERCENT = 10;

/** A simulated input count with the margin, in whole tokens (integer maths: no 1.1 rounding). */
const withMargin = (tokens: number) => Math.ceil((tokens * (100 + INPUT_MARGIN_PERCENT)) / 100);

/** The turn requests a replay can send: core's rule (the worker sends their contents only). */
export { replayableRequests };

/** A turn request's contents: the environment message, then the history before its answer. */
export function turnContents(
  prefix: SessionPrefixTexts,
  conversation: SessionConversation,
  answerIndex: number,
): Content[] {
  const environment: Content[] =
    prefix.environment === '' ? [] : [{ role: 'user', parts: [{ text: prefix.environment }] }];
  return [...environment, ...conversation.contents.slice(0, answerIndex)];
}

/** The plan of the first `count` replayable requests of `result`. */
export function replayPlan(
  result: SessionResult,
  prefix: SessionPrefixTexts,
  conversation: SessionConversation,
  model: string,
  count: number,
): ReplayPlan {
  return {
    model,
    systemInstruction: prefix.system,
    tools: prefix.tools,
    requests: replayableRequests(result)
      .slice(0, count)
      .map((request) => ({
        requestIndex: request.index,
        contents: turnContents(prefix, conversation, request.answerIndex ?? 0),
      })),
  };
}

/** The most a replay of `requests` can cost, and what that figure assumes. */
export interface ReplayBound {
  /** US dollars, or null when the model has no price. */
  dollars: number | null;
  inputTokens: number;
  maxOutputTokensEach: number;
}

/**
 * An upper bound on the replay's cost: every input token (with {@link INPUT_MARGIN_PERCENT}) at the
 * uncached price, as if the cache served nothing, plus the most output tokens each request may
 * be billed for (answer limit and thinking budget) at the output price.
 */
export function replayBound(
  requests: readonly SessionRequest[],
  price: SessionResult['price'],
  model: string,
): ReplayBound {
  const maxOutputTokensEach = replayMaxOutputTokens(model);
  const inputTokens = requests.reduce((sum, request) => sum + withMargin(request.inputTokens), 0);
  const dollars =
    price === null
      ? null
      : requests.reduce(
          (sum, request) =>
            sum + requestCost(price, withMargin(request.inputTokens), 0, maxOutputTokensEach).total,
          0,
        );
  return { dollars, inputTokens, maxOutputTokensEach };
}
