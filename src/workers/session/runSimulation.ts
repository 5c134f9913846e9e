/**
 * The session worker's work, free of any Worker API so it can be tested directly: read the
 * conversation, count the opening texts and every content in the model's vocabulary (pieces
 * from `chunkForCounting` through a count cache, as the token-count worker counts), then
 * replay it with core's `simulateSession`.
 */
import {
  chunkForCounting,
  countContents,
  generateSyntheticHistory,
  parseHistoryJson,
  recordedUsageFromSession,
  sessionPlotShapes,
  simulateSessionRun,
  type CharacterJoins,
  type SessionConversation,
  type SessionPlotShapes,
  type SessionResult,
} from '../../core';
import {
  createConversationCache,
  type ConversationCache,
  type CountedConversation,
} from './conversationCache';
import type { SessionProgress, SessionSource, SimulateRequest } from './protocol';
import { escapedLinePieces } from './escapedLinePieces';
import { createPieceCounts } from './pieceCounts';
import { stablePieces } from './stablePieces';

export type { CountedConversation } from './conversationCache';

/** Contents counted between two progress reports (and two chances to hear a newer request). */
export const COUNT_BATCH = 200;
/**
 * Pieces whose counts are remembered between simulations: a 200 KB memory is about 100, a
 * generated 500-turn conversation about 8,000 distinct lines of its tool outputs, and the
 * worker keeps two conversations.
 */
const CACHED_PIECES = 50_000;
/** Texts this long are also remembered whole (the opening texts: one lookup, not their pieces'). */
const WHOLE_TEXT_CHARS = 4_096;
/** Long texts remembered whole (each simulation's three opening texts, and a few before). */
const KEPT_WHOLE_TEXTS = 8;

/** What the runner needs from its host. */
export interface RunHost {
  progress: (progress: SessionProgress) => void;
  /** Lets the host hear messages; resolves false when a newer request makes this one stale. */
  pause: () => Promise<boolean>;
  /**
   * Conversations counted by earlier requests (the worker's, kept between requests): one
   * found here is neither read nor counted again. Without it every request starts afresh.
   */
  conversations?: ConversationCache;
  /**
   * Whether this request is still the one wanted (synchronously, unlike `pause`): while it is,
   * a reading of the same conversation already in progress (the prewarm's) is joined, not
   * started again.
   */
  current?: () => boolean;
}

export type RunOutcome =
  | {
      kind: 'simulated';
      result: SessionResult;
      label: string;
      messages: number;
      /** The conversation replayed (for a panel that sends its requests for real). */
      conversation: SessionConversation;
      /** The plots' shapes, made here so the page only sets them (core's `sessionPlotShapes`). */
      plots: SessionPlotShapes;
    }
  | { kind: 'invalid'; message: string }
  | { kind: 'superseded' };

/** The conversation of `source`, or why it cannot be read. */
export function readConversation(source: SessionSource): SessionConversation | { error: string } {
  if (source.kind === 'generated') {
    const { turns, seed, toolOutputChars } = source;
    return {
      contents: generateSyntheticHistory({ turns, seed, toolOutputChars }),
      label: `generated: ${turns} turns, seed ${seed}, tool outputs of about ${toolOutputChars} characters`,
    };
  }
  const parsed = parseHistoryJson(source.text);
  if ('error' in parsed) {
    return { error: `The conversation could not be read: ${parsed.error.message}.` };
  }
  // A CLI chat log carries the API's usage per answer: its figures replace the estimates.
  const recorded = recordedUsageFromSession(JSON.parse(source.text) as unknown);
  if (recorded) return { ...recorded, label: source.label };
  return { contents: parsed.history, label: source.label };
}

/**
 * A text's count: the sum of its pieces' counts (`chunkForCounting`'s, or `pieces`), each
 * piece counted once while cached; a long text met again is answered whole.
 */
export function createTextCounter(
  countPiece: (text: string) => number,
  pieces: (text: string) => string[] = chunkForCounting,
): (text: string) => number {
  const countCached = createPieceCounts(countPiece, CACHED_PIECES);
  // The long texts last counted whole: the opening texts come again with every simulation.
  const whole = new Map<string, number>();
  return (text) => {
    if (text === '') return 0;
    const long = text.length >= WHOLE_TEXT_CHARS;
    const known = long ? whole.get(text) : undefined;
    if (known !== undefined) return known;
    let sum = 0;
    for (const piece of pieces(text)) sum += countCached(piece);
    if (long) {
      if (whole.size >= KEPT_WHOLE_TEXTS) whole.delete(whole.keys().next().value!);
      whole.set(text, sum);
    }
    return sum;
  };
}

/**
 * The worker's counter in the Gemini vocabulary: pieces cut by their content
 * ({@link stablePieces}), so an edited opening text counts only the pieces around the edit
 * again, and those cut again at the escaped newlines of tool outputs where the vocabulary
 * never joins across (`joins`, see {@link escapedLinePieces}), so a line already met is not
 * counted again; the sum is the same as over `chunkForCounting`'s pieces (the vocabulary's
 * counts add up over all of these cuts).
 */
export function createGemmaTextCounter(
  countPiece: (text: string) => number,
  joins: CharacterJoins,
): (text: string) => number {
  return createTextCounter(countPiece, (text) => {
    const pieces: string[] = [];
    for (const piece of stablePieces(text)) {
      if (piece.includes('\\n')) pieces.push(...escapedLinePieces(piece, joins));
      else pieces.push(piece);
    }
    return pieces;
  });
}

/**
 * Reads the request's conversation and counts its contents in batches (pausing between them),
 * or says why it stopped: an unreadable conversation or a newer request.
 */
export async function readAndCount(
  request: Pick<SimulateRequest, 'source' | 'counting'>,
  countText: (text: string) => number,
  host: RunHost,
): Promise<CountedConversation | Exclude<RunOutcome, { kind: 'simulated' }>> {
  const known = host.conversations?.get(request.source, request.counting);
  if (known) return known;
  const inProgress =
    host.current && host.conversations?.join(request.source, request.counting, host.current);
  if (inProgress) {
    host.progress({ step: 'counting', done: 0, total: 0 });
    await inProgress.catch(() => undefined);
    const read = host.conversations?.get(request.source, request.counting);
    if (read) return read;
  }
  host.progress({ step: 'reading', done: 0, total: 0 });
  const conversation = readConversation(request.source);
  if ('error' in conversation) return { kind: 'invalid', message: conversation.error };
  if (!(await host.pause())) return { kind: 'superseded' };
  const { contents } = conversation;
  const messageTokens: number[] = [];
  for (let start = 0; start < contents.length; start += COUNT_BATCH) {
    host.progress({ step: 'counting', done: start, total: contents.length });
    messageTokens.push(...countContents(contents.slice(start, start + COUNT_BATCH), countText));
    if (!(await host.pause())) return { kind: 'superseded' };
  }
  const cache = host.conversations ?? createConversationCache(1);
  return cache.put(request.source, request.counting, conversation, messageTokens);
}

/** Runs one simulation request (see the file's comment). */
export async function runSimulation(
  request: SimulateRequest,
  countText: (text: string) => number,
  host: RunHost,
): Promise<RunOutcome> {
  const counted = await readAndCount(request, countText, host);
  if ('kind' in counted) return counted;
  const { conversation, messageTokens, compressionMemo } = counted;
  host.progress({ step: 'simulating', done: 0, total: 0 });
  let lastReport = 0;
  const result = simulateSessionRun(request, conversation, countText, {
    messageTokens,
    compressionMemo,
    onProgress: (done, total) => {
      const now = Date.now();
      if (now - lastReport < 50 && done < total) return;
      lastReport = now;
      host.progress({ step: 'simulating', done, total });
    },
  });
  return {
    kind: 'simulated',
    result,
    label: conversation.label,
    messages: conversation.contents.length,
    conversation,
    plots: sessionPlotShapes(result),
  };
}
