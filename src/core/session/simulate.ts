/**
 * The session simulation (issue 32): every request the CLI would send over a conversation, in
 * order. One turn request per model content, holding the system instruction, the tool
 * declarations, the environment message and every content before that model content; before
 * each, the compression check with the previous turn request's input tokens as the API's last
 * count. Each request gets its input tokens, the tokens the implicit cache serves (cache.ts),
 * its output tokens and its money (prices.ts).
 *
 * Token counts are sums of pieces (prefix texts and whole contents counted one by one), an
 * approximation of counting each joined request. Running sums keep the replay linear in
 * requests plus contents; the full compression plan runs only when the threshold may fire.
 */
import type { Content } from '../content';
import type { CurrentCompressionOptions } from '../compression/plan';
import {
  appendPiece,
  cachedTokensFor,
  FALLBACK_MIN_CACHEABLE_TOKENS,
  pieceSequence,
  PrefixMemory,
  requestTokens,
  type PieceSequence,
  type RequestPieces,
} from './cache';
import type { SummariserCall } from './compressionStep';
import { rememberedCompressionStep, type CompressionMemo } from './compressionMemo';
import { isPriceTableStale, PRICE_TABLE_STALE_DAYS, priceFor, requestCost } from './prices';
import { contentCountText } from './sessionInput';
import { sessionTotals } from './totals';
import type {
  CompressionEvent,
  PriceRow,
  SessionConversation,
  SessionPrefixTokens,
  SessionRequest,
  SessionResult,
  SessionSettings,
} from './types';

export interface SimulateSessionInput {
  /** Counted opening texts. */
  prefix: SessionPrefixTokens;
  conversation: SessionConversation;
  /** Tokens of each conversation content, same order (`countContents`). */
  messageTokens: readonly number[];
  settings: SessionSettings;
  /** The session model's price, already with overrides applied. */
  price: PriceRow | null;
  /** Counts the summariser's texts (compression prompt, snapshot) and rewritten contents. */
  countText: (text: string) => number;
  /** The current CLI's compression (omit for 2026-02). */
  current?: CurrentCompressionOptions | undefined;
  onProgress?: (done: number, total: number) => void;
  /** The price of another model (the compression model); default: the table without overrides. */
  priceOf?: (model: string) => PriceRow | null;
  /**
   * Called with each turn request's contents (the environment message left out) as it is
   * sent, for a caller that sends them for real or checks them. The list is the replay's own
   * and changes after the call: copy what you keep.
   */
  onTurnRequest?: (contents: readonly Content[], request: SessionRequest) => void;
  /**
   * Compression steps remembered across simulations of this conversation (what-if variants,
   * a toggled section): the same history compresses the same way, so it is planned once.
   */
  compressionMemo?: CompressionMemo;
  /** Today, to say when the price row is older than the staleness limit (no such note without it). */
  today?: Date;
  /** The project temp dir the compression's saved tool outputs name (default `/tmp/project`). */
  projectTempDir?: string;
}

const SYSTEM = Symbol('system instruction');
const TOOLS = Symbol('tool declarations');
const ENVIRONMENT = Symbol('environment message');
const PROGRESS_EVERY = 64;
/** Contents replayed between two stops of {@link simulateSessionSteps}. */
export const SLICE_CONTENTS = 64;

/** Replays the conversation request by request; see the file comment. */
export function simulateSession(input: SimulateSessionInput): SessionResult {
  const steps = simulateSessionSteps(input);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * {@link simulateSession} in slices: the generator stops after every {@link SLICE_CONTENTS}
 * contents (never for a shorter conversation) and returns the result when it is done, so a
 * caller can let other work in between (the session worker's what-if and comparison, which
 * must not hold up the simulation of a change). Driving it to the end gives the same result.
 */
export function* simulateSessionSteps(
  input: SimulateSessionInput,
): Generator<void, SessionResult, void> {
  const { prefix, conversation, settings, price, countText } = input;
  const contents = conversation.contents;
  if (input.messageTokens.length !== contents.length) {
    throw new Error(
      `The session has ${contents.length} messages but ${input.messageTokens.length} token counts: count them with countContents.`,
    );
  }
  const tokensOf = new Map<Content, number>();
  contents.forEach((c, i) => {
    if (!tokensOf.has(c)) tokensOf.set(c, input.messageTokens[i] ?? 0);
  });
  const textTokens = new Map<string, number>();
  const countOnce = (text: string): number => {
    let n = textTokens.get(text);
    if (n === undefined) textTokens.set(text, (n = countText(text)));
    return n;
  };
  const made = input.compressionMemo?.contentTokens;
  const contentTokens = (c: Content): number => {
    let n = tokensOf.get(c);
    if (n === undefined) {
      n = made?.get(c) ?? countText(contentCountText(c));
      made?.set(c, n);
      tokensOf.set(c, n);
    }
    return n;
  };
  const priceOfModel = (model: string): PriceRow | null =>
    model === settings.model ? price : (input.priceOf ?? ((m) => priceFor(m)))(model);

  const requests: SessionRequest[] = [];
  const compressions: CompressionEvent[] = [];
  const memory = new PrefixMemory();
  let cumulative = 0;

  const send = (
    fields: Pick<SessionRequest, 'kind' | 'answerIndex' | 'model' | 'outputTokens'> &
      Partial<Pick<SessionRequest, 'recorded' | 'outputSource'>>,
    cacheKey: string,
    pieces: RequestPieces,
  ): SessionRequest => {
    const row = priceOfModel(fields.model);
    const inputTokens = requestTokens(pieces);
    const sharedPrefixTokens = memory.share(cacheKey, pieces);
    const cachedTokens = cachedTokensFor(
      sharedPrefixTokens,
      row?.minCacheableTokens ?? FALLBACK_MIN_CACHEABLE_TOKENS,
    );
    const cost = row ? requestCost(row, inputTokens, cachedTokens, fields.outputTokens) : null;
    cumulative += cost?.total ?? 0;
    const request: SessionRequest = {
      index: requests.length,
      outputSource: 'estimated',
      ...fields,
      inputTokens,
      sharedPrefixTokens,
      cachedTokens,
      cost,
      cumulativeCost: cumulative,
    };
    requests.push(request);
    return request;
  };

  const turnKey = `turn\u0000${settings.model}`;
  const newTurnSequence = (history: readonly Content[]): PieceSequence => {
    const sequence = pieceSequence([
      { id: SYSTEM, tokens: prefix.system },
      { id: TOOLS, tokens: prefix.tools },
      { id: ENVIRONMENT, tokens: prefix.environment },
    ]);
    for (const c of history) appendPiece(sequence, c, contentTokens(c));
    return sequence;
  };
  let history: Content[] = [];
  let sequence = newTurnSequence(history);
  if (settings.warmCacheFromEarlierSessions) memory.remember(turnKey, { sequence, length: 3 });

  const summariserRequest = (call: SummariserCall): void => {
    const { request } = call;
    const key = `summary\u0000${request.model}\u0000${request.systemInstruction}`;
    const pieces = pieceSequence([
      { id: request.systemInstruction, tokens: countOnce(request.systemInstruction) },
    ]);
    for (const c of request.contents) appendPiece(pieces, c, contentTokens(c));
    const outputTokens = countOnce(call.answer);
    send({ kind: call.kind, answerIndex: null, model: request.model, outputTokens }, key, {
      sequence: pieces,
      length: pieces.ids.length,
    });
  };

  const triggerAt = settings.compressionThreshold * settings.tokenLimit;
  let lastTurnInput: number | null = null;
  let failedAttempt = false;
  let pending: Content[] = [];
  let recordedCount = 0;

  /** The compression check before a turn request; returns its event, if any. */
  const checkCompression = (beforeRequest: number): CompressionEvent | null => {
    if (lastTurnInput === null || lastTurnInput < triggerAt || history.length === 0) return null;
    // 2026-02 stops at a failed attempt before anything else (`failed-attempt`, 0 → 0).
    if (failedAttempt && !input.current) return null;
    const step = rememberedCompressionStep(
      {
        history,
        model: settings.model,
        threshold: settings.compressionThreshold,
        lastPromptTokenCount: lastTurnInput,
        hasFailedCompressionAttempt: failedAttempt,
        projectTempDir: input.projectTempDir ?? '/tmp/project',
        current: input.current,
      },
      input.compressionMemo,
    );
    if (step.kind === 'none') return null;
    const event: CompressionEvent = {
      beforeRequest,
      rule: step.rule,
      tokensBefore: lastTurnInput,
      tokensAfter: lastTurnInput,
      requestIndices: [],
      outcome: 'truncated',
    };
    if (step.kind === 'summarised') {
      for (const call of step.calls) {
        event.requestIndices.push(requests.length);
        summariserRequest(call);
      }
      // The CLI keeps the old history when the new one counts more than the last prompt.
      const after = prefix.environment + step.history.reduce((s, c) => s + contentTokens(c), 0);
      if (after > lastTurnInput) {
        failedAttempt = true;
        event.outcome = 'inflated';
        return event;
      }
      event.outcome = 'compressed';
    }
    // A remembered step is shared with other simulations: the replay grows its own copy.
    history = [...step.history];
    sequence = newTurnSequence(history);
    return event;
  };

  const total = contents.length;
  for (let i = 0; i < total; i++) {
    const content = contents[i] as Content;
    if (i > 0 && i % SLICE_CONTENTS === 0) yield;
    if (i % PROGRESS_EVERY === 0) input.onProgress?.(i, total);
    if (content.role !== 'model') {
      pending.push(content);
      continue;
    }
    const event = checkCompression(requests.length);
    for (const c of pending) {
      history.push(c);
      appendPiece(sequence, c, contentTokens(c));
    }
    pending = [];
    const recorded = conversation.recordedUsage?.[i];
    if (recorded) recordedCount++;
    const request = send(
      {
        kind: 'turn',
        answerIndex: i,
        model: settings.model,
        outputTokens: recorded
          ? recorded.outputTokens + (recorded.thoughtsTokens ?? 0)
          : estimatedOutput(settings, input.messageTokens[i] ?? 0),
        ...(recorded ? { recorded, outputSource: 'recorded' as const } : {}),
      },
      turnKey,
      { sequence, length: sequence.ids.length },
    );
    input.onTurnRequest?.(history, request);
    history.push(content);
    appendPiece(sequence, content, contentTokens(content));
    if (event) {
      event.beforeRequest = request.index;
      event.tokensAfter = request.inputTokens;
      compressions.push(event);
    }
    lastTurnInput = request.inputTokens;
  }
  input.onProgress?.(total, total);

  const notes = sessionNotes(input, requests, compressions, recordedCount, priceOfModel);
  return {
    requests,
    compressions,
    totals: sessionTotals(requests, compressions, price !== null),
    price,
    prefix,
    notes,
  };
}

/** What a reader of the figures should know about them, in plain words. */
function sessionNotes(
  input: SimulateSessionInput,
  requests: readonly SessionRequest[],
  compressions: readonly CompressionEvent[],
  recordedCount: number,
  priceOfModel: (model: string) => PriceRow | null,
): string[] {
  const { price, settings } = input;
  const notes: string[] = [];
  if (recordedCount > 0) {
    notes.push(
      `${recordedCount} of the turn requests use the output tokens the imported log recorded (answer plus thinking) instead of the estimate.`,
    );
  }
  if (!price) {
    notes.push(`No price is known for ${settings.model}: the money figures are left out.`);
  } else if (input.today && isPriceTableStale(input.today, price.source.readOn)) {
    notes.push(
      `The prices of ${price.model} were read on ${price.source.readOn}, more than ${PRICE_TABLE_STALE_DAYS} days ago: check them against the source.`,
    );
  }
  const unpriced = new Set(
    requests.filter((r) => r.kind !== 'turn' && !priceOfModel(r.model)).map((r) => r.model),
  );
  for (const model of unpriced) {
    notes.push(`The summariser requests run on ${model}, which has no price: they add no money.`);
  }
  if (compressions.some((e) => e.requestIndices.length > 0)) {
    notes.push(
      "The summariser's answers are the offline sample summariser's snapshot, counted: a model's own answer would differ in length.",
    );
  }
  notes.push(
    'Each request is counted as the sum of its pieces (opening texts and whole messages), which approximates counting the joined request.',
  );
  return notes;
}

/** The output estimate of a turn request without recorded usage. */
function estimatedOutput(settings: SessionSettings, answerTokens: number): number {
  return settings.output.kind === 'fixed'
    ? settings.output.tokensPerRequest
    : answerTokens + settings.output.thinkingTokensPerRequest;
}
