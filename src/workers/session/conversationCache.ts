/**
 * Conversations the session worker has read and counted, kept for the next requests over the
 * same conversation. A section toggle or a price edit changes the opening texts or the
 * settings, never the conversation, and the warm-cache switch changes no text at all: such a
 * request reuses the contents and their counts and replays only. Each entry carries the
 * compression steps planned over it (`createCompressionMemo`), since the same history
 * compresses the same way whatever the opening texts.
 */
import { createCompressionMemo, type CompressionMemo, type SessionConversation } from '../../core';
import type { SessionCounting, SessionSource } from './protocol';

/** A conversation read and counted, ready to replay. */
export interface CountedConversation {
  conversation: SessionConversation;
  /** Each content's tokens, in order (`countContents`). */
  messageTokens: number[];
  /** The compression steps planned over this conversation so far. */
  compressionMemo: CompressionMemo;
}

interface Entry {
  source: SessionSource;
  counting: SessionCounting;
  counted: CountedConversation;
}

/** Conversations kept: the one shown and one more (a comparison's, the one switched from). */
export const KEPT_CONVERSATIONS = 2;

function sameSource(a: SessionSource, b: SessionSource): boolean {
  if (a.kind === 'generated' && b.kind === 'generated') {
    return a.turns === b.turns && a.seed === b.seed && a.toolOutputChars === b.toolOutputChars;
  }
  if (a.kind === 'text' && b.kind === 'text') return a.label === b.label && a.text === b.text;
  return false;
}

/** A reading of a conversation in progress (the prewarm's), which a simulation may join. */
interface Reading {
  source: SessionSource;
  counting: SessionCounting;
  done: Promise<unknown>;
  /** Whether a simulation still waits for it. */
  wanted: (() => boolean)[];
}

export interface ConversationCache {
  /** The counted conversation of `source` under `counting`, if kept. */
  get(source: SessionSource, counting: SessionCounting): CountedConversation | undefined;
  /**
   * Records a reading of `source` in progress until `done` settles; returns whether a
   * simulation waits for it still (the reading then goes on whatever else is asked).
   */
  reading(source: SessionSource, counting: SessionCounting, done: Promise<unknown>): () => boolean;
  /**
   * Joins the reading of `source` in progress, if any: resolves when it has ended (the
   * conversation is then kept, unless the reading stopped); `wanted` says whether the joiner
   * still waits for it.
   */
  join(
    source: SessionSource,
    counting: SessionCounting,
    wanted: () => boolean,
  ): Promise<unknown> | undefined;
  /** Keeps a counted conversation (the oldest kept one goes past {@link KEPT_CONVERSATIONS}). */
  put(
    source: SessionSource,
    counting: SessionCounting,
    conversation: SessionConversation,
    messageTokens: number[],
  ): CountedConversation;
}

export function createConversationCache(kept = KEPT_CONVERSATIONS): ConversationCache {
  let entries: Entry[] = [];
  const readings = new Set<Reading>();
  return {
    reading(source, counting, done) {
      const reading: Reading = { source, counting, done, wanted: [] };
      readings.add(reading);
      const forget = () => readings.delete(reading);
      done.then(forget, forget);
      return () => reading.wanted.some((wanted) => wanted());
    },
    join(source, counting, wanted) {
      for (const reading of readings) {
        if (reading.counting !== counting || !sameSource(reading.source, source)) continue;
        reading.wanted.push(wanted);
        return reading.done;
      }
      return undefined;
    },
    get(source, counting) {
      const at = entries.findIndex((e) => e.counting === counting && sameSource(e.source, source));
      if (at < 0) return undefined;
      const [entry] = entries.splice(at, 1) as [Entry];
      entries.push(entry);
      return entry.counted;
    },
    put(source, counting, conversation, messageTokens) {
      const counted = { conversation, messageTokens, compressionMemo: createCompressionMemo() };
      entries = entries.filter((e) => !(e.counting === counting && sameSource(e.source, source)));
      entries.push({ source, counting, counted });
      if (entries.length > kept) entries = entries.slice(entries.length - kept);
      return counted;
    },
  };
}
