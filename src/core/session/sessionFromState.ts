/**
 * One session simulation from a whole playground configuration. The app and the headless
 * `npm run session` command (src/cli/session.ts) go through these functions, so the same
 * configuration, system text, conversation and counter give the same {@link SessionResult} in
 * the page and in a terminal:
 * - {@link sessionRunInputs}: the configuration → plain data (opening texts, settings from the
 *   state's session slice, prices with its edits, the current CLI's compression) — what the
 *   page sends its session worker;
 * - {@link simulateSessionRun}: that data, a conversation and a counter → the result — what
 *   the worker runs;
 * - {@link sessionFromState}: both in one call (the command, tests).
 */
import type { CurrentCompressionOptions } from '../compression/plan';
import type { CompressionMemo } from './compressionMemo';
import { openingRequestPartsOf } from '../export/openingRequest';
import { modelIdInForce } from '../modelInForce';
import type { PlaygroundState } from '../state/playgroundState';
import { priceOverridesOf } from '../state/sessionState';
import { priceFor } from './prices';
import { countContents, currentCompressionOptionsFor, sessionSettingsFor } from './sessionInput';
import { simulateSession, simulateSessionSteps, type SimulateSessionInput } from './simulate';
import type {
  PriceOverride,
  PriceRow,
  SessionConversation,
  SessionPrefixTexts,
  SessionPrefixTokens,
  SessionResult,
  SessionSettings,
} from './types';

/** The configuration a session is simulated under. */
export type SessionState = Pick<
  PlaygroundState,
  'gemini' | 'workspace' | 'environment' | 'compression' | 'session'
>;

/** What a run takes from outside the configuration. */
export interface SessionOverrides {
  /** A concrete model id to simulate instead of the configuration's (the command's `--model`). */
  model?: string;
}

/** Everything a simulation reads besides the conversation and the counter (cloneable). */
export interface SessionRunInputs {
  /** The opening texts, as `openingRequestPartsOf` builds them (what the meter counts). */
  prefix: SessionPrefixTexts;
  settings: SessionSettings;
  /** The session model's price with the user's edits, or null ("no price known"). */
  price: PriceRow | null;
  /** The user's price edits (for the compression model's price too). */
  priceOverrides: Readonly<Record<string, PriceOverride>>;
  /** The current CLI's compression; null for the 2026-02 modelling. */
  current: CurrentCompressionOptions | null;
  /** The temp dir the compression's saved tool outputs name. */
  projectTempDir: string;
}

/** The opening texts every turn request starts with, as `openingRequestPartsOf` builds them. */
export function sessionPrefixTexts(state: SessionState, systemText: string): SessionPrefixTexts {
  const texts: SessionPrefixTexts = { system: '', tools: '', environment: '' };
  for (const part of openingRequestPartsOf(state, systemText)) texts[part.key] = part.text;
  return texts;
}

/** Each opening text counted on its own (an empty text is 0, as the meter counts it). */
export function countPrefixTexts(
  texts: SessionPrefixTexts,
  countText: (text: string) => number,
): SessionPrefixTokens {
  const count = (text: string) => (text === '' ? 0 : countText(text));
  return {
    system: count(texts.system),
    tools: count(texts.tools),
    environment: count(texts.environment),
  };
}

/** The concrete model the configuration runs on (aliases resolved per CLI version). */
export function sessionModelOf(state: Pick<PlaygroundState, 'gemini'>): string {
  const { gemini } = state;
  return modelIdInForce({
    cliVersion: gemini.cliVersion,
    model: gemini.model,
    previewFeatures: gemini.previewFeatures,
    hasPreviewAccess: gemini.hasPreviewAccess,
    gemini31Launched: gemini.gemini31Launched,
    gemini35FlashGA: gemini.gemini35FlashGA,
  });
}

/**
 * The settings of a simulation of `state` on `model`: `sessionSettingsFor`'s token limit and
 * threshold, and the session slice's output estimate and warm-cache switch.
 */
export function sessionSettingsOf(
  state: Pick<PlaygroundState, 'gemini' | 'compression' | 'session'>,
  model: string,
): SessionSettings {
  const { session } = state;
  return {
    ...sessionSettingsFor(state, model),
    output:
      session.outputEstimate === 'fixed'
        ? { kind: 'fixed', tokensPerRequest: session.fixedOutputTokens }
        : { kind: 'history', thinkingTokensPerRequest: session.thinkingTokensPerRequest },
    warmCacheFromEarlierSessions: session.warmCache,
  };
}

/** What a simulation of `state` reads, with its system prompt rendered as `systemText`. */
export function sessionRunInputs(
  state: SessionState,
  systemText: string,
  overrides: SessionOverrides = {},
): SessionRunInputs {
  const model = overrides.model ?? sessionModelOf(state);
  const priceOverrides = priceOverridesOf(state.session.priceOverrides);
  return {
    prefix: sessionPrefixTexts(state, systemText),
    settings: sessionSettingsOf(state, model),
    price: priceFor(model, priceOverrides),
    priceOverrides,
    current: currentCompressionOptionsFor(state) ?? null,
    projectTempDir: state.environment.tempDir,
  };
}

/** What the worker may hand over besides the inputs (its own batched counts, progress). */
export interface SessionRunOptions {
  /** The conversation's contents already counted (`countContents`); counted here when absent. */
  messageTokens?: readonly number[];
  onProgress?: (done: number, total: number) => void;
  /** Compression steps remembered across simulations of this conversation (`simulateSession`). */
  compressionMemo?: CompressionMemo;
}

/** Simulates `conversation` under `inputs`, counting with `countText`. */
export function simulateSessionRun(
  inputs: SessionRunInputs,
  conversation: SessionConversation,
  countText: (text: string) => number,
  options: SessionRunOptions = {},
): SessionResult {
  return simulateSession(simulationInput(inputs, conversation, countText, options));
}

/**
 * {@link simulateSessionRun} in slices ({@link simulateSessionSteps}): the opening texts are
 * counted on the first step, then the replay stops every few dozen contents.
 */
export function* simulateSessionRunSteps(
  inputs: SessionRunInputs,
  conversation: SessionConversation,
  countText: (text: string) => number,
  options: SessionRunOptions = {},
): Generator<void, SessionResult, void> {
  return yield* simulateSessionSteps(simulationInput(inputs, conversation, countText, options));
}

/**
 * Runs a sliced simulation to its end, awaiting `pause` between its slices; null when a pause
 * says to stop.
 */
export async function finishInSlices<T>(
  steps: Generator<void, T, void>,
  pause: () => Promise<boolean>,
): Promise<T | null> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (!(await pause())) return null;
  }
}

function simulationInput(
  inputs: SessionRunInputs,
  conversation: SessionConversation,
  countText: (text: string) => number,
  options: SessionRunOptions,
): SimulateSessionInput {
  return {
    prefix: countPrefixTexts(inputs.prefix, countText),
    conversation,
    messageTokens: options.messageTokens ?? countContents(conversation.contents, countText),
    settings: inputs.settings,
    price: inputs.price,
    priceOf: (model) => priceFor(model, inputs.priceOverrides),
    countText,
    projectTempDir: inputs.projectTempDir,
    ...(inputs.current ? { current: inputs.current } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.compressionMemo ? { compressionMemo: options.compressionMemo } : {}),
  };
}

export interface SessionFromStateInput {
  state: SessionState;
  /** The system instruction the app renders for `state` (a release's text, 2026-02, an import). */
  systemText: string;
  conversation: SessionConversation;
  /** Counts one text in the model's vocabulary (the app and the command: Gemma 3 pieces). */
  countText: (text: string) => number;
  overrides?: SessionOverrides;
  onProgress?: (done: number, total: number) => void;
}

/** {@link sessionRunInputs} and {@link simulateSessionRun} in one call. */
export function sessionFromState(input: SessionFromStateInput): SessionResult {
  const { state, systemText, conversation, countText, overrides, onProgress } = input;
  return simulateSessionRun(
    sessionRunInputs(state, systemText, overrides),
    conversation,
    countText,
    onProgress ? { onProgress } : {},
  );
}
