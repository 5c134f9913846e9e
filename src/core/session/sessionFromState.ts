/**
 * One session simulation from a whole playground configuration: the app's session worker and
 * the headless `npm run session` command (src/cli/session.ts) both call
 * {@link sessionFromState}, so the same configuration file, system text, conversation and
 * counter give the same {@link SessionResult} in the page and in a terminal.
 */
import { modelIdInForce } from '../modelInForce';
import { openingRequestPartsOf } from '../export/openingRequest';
import type { PlaygroundState } from '../state/playgroundState';
import { priceFor } from './prices';
import { countContents, currentCompressionOptionsFor, sessionSettingsFor } from './sessionInput';
import { simulateSession } from './simulate';
import type {
  PriceOverride,
  SessionConversation,
  SessionPrefixTexts,
  SessionPrefixTokens,
  SessionResult,
  SessionSettings,
} from './types';

/** The configuration a session is simulated under. */
export type SessionState = PlaygroundState;

/** What the user changed over the configuration's own session defaults. */
export interface SessionOverrides {
  /** A concrete model id to simulate instead of the configuration's (the command's `--model`). */
  model?: string;
  /** Settings changed by hand; the rest are `sessionSettingsFor`'s defaults for the model. */
  settings?: Partial<Omit<SessionSettings, 'model'>>;
  /** Edited prices, by model id. */
  prices?: Readonly<Record<string, PriceOverride>>;
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
  /** The opening texts when already built (a what-if variant's); else from `state` and `systemText`. */
  prefix?: SessionPrefixTexts;
  /** `countContents(conversation.contents, countText)` when already counted (the what-if's variants share it). */
  messageTokens?: readonly number[];
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
export function sessionModelOf(state: SessionState): string {
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

/** The settings a simulation of `state` runs with, after the overrides. */
export function sessionSettingsOf(
  state: SessionState,
  overrides: SessionOverrides = {},
): SessionSettings {
  const model = overrides.model ?? sessionModelOf(state);
  return { ...sessionSettingsFor(state, model), ...overrides.settings, model };
}

/**
 * Simulates the whole session of `conversation` under `state`: the opening texts from
 * `openingRequestPartsOf(state, systemText)`, each counted with `countText`, the
 * conversation's contents counted by `countContents`, the model in force (or the override's),
 * its price and the compression model's (with the edited prices), the current CLI's
 * compression for a release, and the environment's temp dir for saved tool outputs.
 */
export function sessionFromState(input: SessionFromStateInput): SessionResult {
  const { state, systemText, conversation, countText, overrides = {} } = input;
  const settings = sessionSettingsOf(state, overrides);
  const current = currentCompressionOptionsFor(state);
  const priceOf = (model: string) => priceFor(model, overrides.prices);
  return simulateSession({
    prefix: countPrefixTexts(input.prefix ?? sessionPrefixTexts(state, systemText), countText),
    conversation,
    messageTokens: input.messageTokens ?? countContents(conversation.contents, countText),
    settings,
    price: priceOf(settings.model),
    priceOf,
    countText,
    projectTempDir: state.environment.tempDir,
    ...(current ? { current } : {}),
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
  });
}
