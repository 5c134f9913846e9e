/**
 * The shapes of a session simulation (issue 32): every request the CLI would send over a
 * conversation, what each costs in tokens and money, and what turning a piece of the
 * configuration off would save. Core only: the UI's worker, the what-if panel and the headless
 * `npm run session` command all read these shapes, so their figures agree.
 */
import type { Content } from '../content';
import type { CompressionRule } from '../compression/decision';

/** The texts that head every turn request, in the order the request holds them. */
export interface SessionPrefixTexts {
  /** The system instruction (the release's own text, or our 2026-02 wording). */
  system: string;
  /** The tool declarations as the JSON the request carries ('' when there are none). */
  tools: string;
  /** The environment-context message (the first user content of every turn request). */
  environment: string;
}

/** {@link SessionPrefixTexts} counted in the model's vocabulary. */
export interface SessionPrefixTokens {
  system: number;
  tools: number;
  environment: number;
}

/** Usage the API reported for one model turn, read from an imported CLI log. */
export interface RecordedUsage {
  promptTokens?: number;
  cachedTokens?: number;
  /** Candidates (answer) tokens. */
  outputTokens: number;
  thoughtsTokens?: number;
}

/** The conversation a session replays: the history as the CLI keeps it, without the environment message. */
export interface SessionConversation {
  contents: Content[];
  /** Recorded usage per model content, keyed by its index in `contents`. */
  recordedUsage?: Readonly<Record<number, RecordedUsage>>;
  /** Where it came from, in words ("the ledger-etl sample", "generated: 500 turns…", a file name). */
  label: string;
  /** What reading it did, in words (records converted, usage found…). */
  notes?: string[];
}

/** How output tokens are estimated where no recorded usage exists. */
export type OutputEstimate =
  /** The model content that answers the request, counted, plus thinking tokens per request. */
  | { kind: 'history'; thinkingTokensPerRequest: number }
  /** The same figure for every request. */
  | { kind: 'fixed'; tokensPerRequest: number };

/** One row of the price table: US dollars per million tokens. */
export interface PriceRow {
  /** A concrete model id (`gemini-2.5-pro`). */
  model: string;
  input: number;
  cachedInput: number;
  output: number;
  /** A higher tier for prompts over `aboveTokens` input tokens (the whole request is billed at it). */
  longContext?: { aboveTokens: number; input: number; cachedInput: number; output: number };
  /** The smallest prefix the implicit cache serves, in tokens. */
  minCacheableTokens: number;
  /**
   * True when the caching page lists no minimum for this model and the table assumes the
   * largest one it lists.
   */
  minCacheableAssumed?: boolean;
  /** Where the figures were read and when (YYYY-MM-DD). */
  source: { url: string; readOn: string };
}

/** A user's change to one model's prices (kept locally and in links). */
export type PriceOverride = Partial<
  Pick<PriceRow, 'input' | 'cachedInput' | 'output' | 'minCacheableTokens'>
>;

/** What a session simulation reads besides the conversation. */
export interface SessionSettings {
  /** The concrete model in force (the resolved configuration's model). */
  model: string;
  /** The CLI's token limit for that model (compression compares against it). */
  tokenLimit: number;
  /** Share of the limit that triggers compression (the CLI's default 0.5). */
  compressionThreshold: number;
  output: OutputEstimate;
  /** The first request may reuse a prefix an earlier session left in the cache. */
  warmCacheFromEarlierSessions: boolean;
}

export type SessionRequestKind = 'turn' | 'summary' | 'verify';

/** Money for one request or a sum of them, in US dollars. */
export interface Cost {
  /** Uncached input. */
  input: number;
  /** Cached input at the cached price. */
  cached: number;
  output: number;
  total: number;
  /** What the cache saved: cached tokens at the full input price minus at the cached price. */
  cacheSaving: number;
}

/** One request of the session. */
export interface SessionRequest {
  /** Position in the session, from 0. */
  index: number;
  kind: SessionRequestKind;
  /** Turn requests: index in the conversation of the model content this request produces. */
  answerIndex: number | null;
  model: string;
  /** Every input token (system, tools, environment, history, new turn). */
  inputTokens: number;
  /** The prefix shared with the previous request of the same model and system instruction. */
  sharedPrefixTokens: number;
  /** Tokens the implicit cache serves: `sharedPrefixTokens` when it reaches the minimum, else 0. */
  cachedTokens: number;
  outputTokens: number;
  outputSource: 'recorded' | 'estimated';
  /** Set when the request's API usage was recorded (imported log). */
  recorded?: RecordedUsage;
  /** Null when the model has no price. */
  cost: Cost | null;
  /** Running total of `cost.total` up to and including this request (0 without a price). */
  cumulativeCost: number;
}

/** One compression the CLI would run before a turn request. */
export interface CompressionEvent {
  /** Index of the turn request it runs before. */
  beforeRequest: number;
  /** The rule that decided (from `decideCompression`). */
  rule: CompressionRule;
  /** Input tokens of the last request before it, and of the first request after it. */
  tokensBefore: number;
  tokensAfter: number;
  /** Indices of its own requests (summary, verify) in `SessionResult.requests`. */
  requestIndices: number[];
  /**
   * What it left: `compressed` (the snapshot history replaced the old one), `inflated` (the
   * summary counted more than the last prompt, so the CLI kept the old history and marks a
   * failed attempt) or `truncated` (the current CLI after a failed attempt: tool outputs cut
   * to the budget, no summary).
   */
  outcome?: 'compressed' | 'inflated' | 'truncated';
}

export interface SessionTotals {
  requests: number;
  inputTokens: number;
  cachedTokens: number;
  outputTokens: number;
  compressions: number;
  /** Null when the model has no price. */
  cost: Cost | null;
  /** `cost.total × 1000`. */
  costPerThousandSessions: number | null;
}

export interface SessionResult {
  requests: SessionRequest[];
  compressions: CompressionEvent[];
  totals: SessionTotals;
  /** The price row used (with overrides applied), or null ("no price known"). */
  price: PriceRow | null;
  prefix: SessionPrefixTokens;
  /** Plain-language notes (a recorded usage used, a price missing, a stale price table…). */
  notes: string[];
}

/** A piece of the configuration the what-if can turn off. */
export type WhatIfGroup = 'section' | 'memory' | 'toolGroup' | 'skill';

/** One what-if: the configuration with one piece off, as its opening texts. */
export interface WhatIfVariant {
  key: string;
  group: WhatIfGroup;
  label: string;
  prefix: SessionPrefixTexts;
}

/** What turning one piece off saves over the session (the difference of two full simulations). */
export interface WhatIfRow {
  key: string;
  group: WhatIfGroup;
  label: string;
  savedTokens: number;
  savedCachedTokens: number;
  /** Null without a price. */
  savedCost: number | null;
  savedCostPerThousandSessions: number | null;
  /** Token offset of the first difference from the base configuration's opening request. */
  breakAtToken: number;
  /** True when the difference lies before the model's minimum cacheable prefix. */
  breaksCacheForEveryRequest: boolean;
  /** The variant's compressions differ in number or place from the base's. */
  changesCompression: boolean;
}
