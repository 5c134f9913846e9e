/**
 * The session view's settings (issue 32): which conversation the session replays, how output
 * tokens are estimated, the warm-cache switch and the user's price edits. The imported
 * conversation's text is not held here: it is the compression view's history
 * (`compression.customHistory`), so one import serves both views. The compression threshold
 * is the compression slice's too.
 */
import type { PriceOverride } from '../session/types';

/** Where the session's conversation comes from. */
export const PLAYGROUND_SESSION_SOURCES = ['sample', 'generated', 'imported'] as const;

/** One of {@link PLAYGROUND_SESSION_SOURCES}. */
export type PlaygroundSessionSource = (typeof PLAYGROUND_SESSION_SOURCES)[number];

/** How output tokens are estimated where no usage was recorded (see core `OutputEstimate`). */
export const PLAYGROUND_OUTPUT_ESTIMATES = ['history', 'fixed'] as const;

/** One of {@link PLAYGROUND_OUTPUT_ESTIMATES}. */
export type PlaygroundOutputEstimate = (typeof PLAYGROUND_OUTPUT_ESTIMATES)[number];

/** A generated conversation: the synthetic agent session of the compression view's generator. */
export interface PlaygroundGeneratedConversation {
  turns: number;
  seed: number;
  /** Rough size of each tool output, in characters. */
  toolOutputChars: number;
}

/**
 * One model's price edit, each figure `null` when the shipped one stands (a flat shape of
 * nullable numbers restores field by field; {@link priceOverridesOf} gives core's form).
 */
export interface PlaygroundPriceOverride {
  input: number | null;
  cachedInput: number | null;
  output: number | null;
  minCacheableTokens: number | null;
}

/** The session view's settings. */
export interface PlaygroundSession {
  source: PlaygroundSessionSource;
  /** Id of the compression view's sample history replayed when `source` is `sample`. */
  sampleId: string;
  generated: PlaygroundGeneratedConversation;
  outputEstimate: PlaygroundOutputEstimate;
  /** `history`: thinking tokens added to each request's counted answer. */
  thinkingTokensPerRequest: number;
  /** `fixed`: output tokens of every request. */
  fixedOutputTokens: number;
  /** The first request may reuse the prefix an earlier session left in the cache. */
  warmCache: boolean;
  /** Price edits keyed by concrete model id (kept locally and in links). */
  priceOverrides: Record<string, PlaygroundPriceOverride>;
}

/** The session settings of a fresh configuration. */
export function createDefaultSessionSettings(): PlaygroundSession {
  return {
    source: 'sample',
    sampleId: 'default',
    generated: { turns: 100, seed: 42, toolOutputChars: 2_800 },
    outputEstimate: 'history',
    thinkingTokensPerRequest: 0,
    fixedOutputTokens: 400,
    warmCache: false,
    priceOverrides: {},
  };
}

/** Most turns a generated conversation may have (the compression generator's own limit). */
export const MAX_SESSION_TURNS = 5_000;
/** Largest tool output a generated conversation may have, in characters. */
export const MAX_TOOL_OUTPUT_CHARS = 200_000;
/** Largest price, in US dollars per million tokens. */
export const MAX_PRICE_PER_MILLION = 10_000;

/** The state's price edits in core's form: only the figures the user changed. */
export function priceOverridesOf(
  overrides: Readonly<Record<string, PlaygroundPriceOverride>>,
): Record<string, PriceOverride> {
  const out: Record<string, PriceOverride> = {};
  for (const [model, edit] of Object.entries(overrides)) {
    const kept: PriceOverride = {};
    if (edit.input !== null) kept.input = edit.input;
    if (edit.cachedInput !== null) kept.cachedInput = edit.cachedInput;
    if (edit.output !== null) kept.output = edit.output;
    if (edit.minCacheableTokens !== null) kept.minCacheableTokens = edit.minCacheableTokens;
    if (Object.keys(kept).length > 0) out[model] = kept;
  }
  return out;
}
