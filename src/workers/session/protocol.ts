/** Messages between the session worker and the UI (structured-clone friendly). */
import type {
  CurrentCompressionOptions,
  PriceOverride,
  PriceRow,
  SessionConversation,
  SessionPlotShapes,
  SessionPrefixTexts,
  SessionResult,
  SessionRunInputs,
  SessionSettings,
  WhatIfRow,
} from '../../core';
import type { SplicedVariant } from './prefixSplices';

/** The conversation a session replays, as the worker receives it. */
export type SessionSource =
  /** History JSON (a shipped sample, a paste or file, a CLI chat log with recorded usage). */
  | { kind: 'text'; text: string; label: string }
  /** The compression view's synthetic agent session. */
  | { kind: 'generated'; turns: number; seed: number; toolOutputChars: number };

/** One simulation: everything the worker needs, price overrides already applied. */
export interface SimulateRequest {
  type: 'simulate';
  id: number;
  /** The opening texts (`openingRequestPartsOf`): the same the token meter counts. */
  prefix: SessionPrefixTexts;
  source: SessionSource;
  settings: SessionSettings;
  price: PriceRow | null;
  /** The user's price edits, for the other models a session calls (the compression model). */
  priceOverrides: Readonly<Record<string, PriceOverride>>;
  /** The project temp dir the compression's saved tool outputs name. */
  projectTempDir: string;
  /** The current CLI's compression; null for the 2026-02 modelling. */
  current: CurrentCompressionOptions | null;
  /** `gemma3` counts in the Gemini vocabulary; `heuristic` uses the characters/4 estimate. */
  counting: SessionCounting;
}

/** How the worker counts tokens. */
export type SessionCounting = 'gemma3' | 'heuristic';

/**
 * The what-if: the same session as a {@link SimulateRequest}, simulated again for each
 * variant's opening texts. A newer what-if makes an older one stale; a simulation does not,
 * but runs first (the what-if waits between its variants while one is running).
 */
export interface WhatIfRequest extends Omit<SimulateRequest, 'type'> {
  type: 'whatIf';
  /** Each variant's opening texts as splices of `prefix` (see prefixSplices.ts). */
  variants: SplicedVariant[];
}

/**
 * Two configurations over the same conversation (each with its own opening texts, model,
 * prices): a newer comparison makes an older one stale; like a what-if it lets a simulation
 * run first.
 */
export interface CompareRequest extends Pick<SimulateRequest, 'id' | 'source' | 'counting'> {
  type: 'compare';
  a: SessionRunInputs;
  b: SessionRunInputs;
}

/** The requests answered beside the main simulation, each kind in its own lane. */
export type LaneRequest = WhatIfRequest | CompareRequest;

/**
 * Starts loading how a later simulation will count (the Gemini vocabulary) before it is asked,
 * and while nothing else is asked or running: counts `run`'s opening texts, reads and counts
 * `source`, then replays `source` under `run`, which plans its compressions (a simulation of
 * the same then finds its pieces counted and its compression steps remembered, and only
 * replays; one asked meanwhile stops the prewarm at its next pause, keeping what it did).
 */
export interface PrewarmRequest {
  type: 'prewarm';
  id: 0;
  counting: SessionCounting;
  source?: SessionSource;
  /** What the view would simulate now (core's `sessionRunInputs`), when it is known. */
  run?: SessionRunInputs;
}

export type SessionWorkerRequest =
  SimulateRequest | LaneRequest | PrewarmRequest | { type: 'ping'; id: 0 };

/** The steps a simulation goes through, in order. */
export type SessionStep = 'vocabulary' | 'reading' | 'counting' | 'simulating';

/** Where a simulation stands: `done` of `total` units of the step (0 of 0 when unknown). */
export interface SessionProgress {
  step: SessionStep;
  done: number;
  total: number;
}

export type SessionWorkerReply =
  | ({ type: 'progress'; id: number } & SessionProgress)
  | {
      type: 'simulated';
      id: number;
      result: SessionResult;
      label: string;
      messages: number;
      /** The plots' shapes (core's `sessionPlotShapes`): the page sets them as they are. */
      plots: SessionPlotShapes;
      /**
       * The start of the conversation replayed, as far as "Replay the first turns on Gemini"
       * can send (core's `replayableConversation`: a few contents, not the megabytes of a long
       * session); left out when it is the one the last `simulated` reply carried (a toggle, a
       * price, the warm-cache switch).
       */
      conversation?: SessionConversation;
    }
  /** The conversation could not be read (the message says where and why). */
  | { type: 'invalid'; id: number; message: string }
  | { type: 'failed'; id: number; message: string }
  /** A newer request arrived before this one finished: its result would be stale. */
  | { type: 'superseded'; id: number }
  | { type: 'pong'; id: 0 }
  /** A lane request's progress: `done` of `total` simulations. */
  | { type: 'laneProgress'; id: number; done: number; total: number }
  | LaneAnswer;

/** The answers of the lane requests. */
export type LaneAnswer =
  | { type: 'whatIf'; id: number; rows: WhatIfRow[]; minCacheableTokens: number }
  | { type: 'compared'; id: number; a: SessionResult; b: SessionResult; messages: number };

/** True for a value shaped like a {@link SimulateRequest} (the worker checks what it is sent). */
export function isSimulateRequest(value: unknown): value is SimulateRequest {
  return hasSessionFields(value, 'simulate');
}

/** True for a value shaped like a {@link WhatIfRequest}. */
export function isWhatIfRequest(value: unknown): value is WhatIfRequest {
  return (
    hasSessionFields(value, 'whatIf') && Array.isArray((value as Partial<WhatIfRequest>).variants)
  );
}

/** True for a value shaped like a {@link CompareRequest}. */
export function isCompareRequest(value: unknown): value is CompareRequest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<CompareRequest>;
  const { a, b } = v;
  return (
    v.type === 'compare' &&
    typeof v.id === 'number' &&
    typeof v.source === 'object' &&
    v.source !== null &&
    (v.counting === 'gemma3' || v.counting === 'heuristic') &&
    [a, b].every((side) => typeof side?.prefix === 'object' && typeof side.settings === 'object')
  );
}

/** True for a value shaped like a {@link PrewarmRequest}. */
export function isPrewarmRequest(value: unknown): value is PrewarmRequest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<PrewarmRequest>;
  return (
    v.type === 'prewarm' &&
    (v.counting === 'gemma3' || v.counting === 'heuristic') &&
    (v.source === undefined || (typeof v.source === 'object' && v.source !== null)) &&
    (v.run === undefined ||
      (typeof v.run === 'object' &&
        v.run !== null &&
        typeof v.run.prefix === 'object' &&
        typeof v.run.settings === 'object'))
  );
}

function hasSessionFields(value: unknown, type: 'simulate' | 'whatIf'): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Omit<SimulateRequest, 'type'>> & { type?: unknown };
  return (
    v.type === type &&
    typeof v.id === 'number' &&
    typeof v.prefix === 'object' &&
    v.prefix !== null &&
    typeof v.source === 'object' &&
    v.source !== null &&
    typeof v.settings === 'object' &&
    v.settings !== null &&
    (v.counting === 'gemma3' || v.counting === 'heuristic')
  );
}
