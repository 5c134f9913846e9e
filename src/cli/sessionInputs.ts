/**
 * What `npm run session` reads: the app's configuration file (as `npm run render` reads it)
 * and a history file in any form the compression view imports, or a Gemini CLI chat log with
 * the usage it recorded. Each reader throws an error whose message is one line for stderr.
 */
import { basename } from 'node:path';
import {
  checkApiModelId,
  describeHistoryForm,
  parseHistoryJson,
  PRICE_TABLE,
  recordedUsageFromSession,
  type PlaygroundState,
  type SessionConversation,
} from '../core/index';
import { isAppFile, readAppConfig, renderState } from './configSource';

/** Parses `text` as JSON, naming the file and the parser's complaint when it is not. */
function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message})`);
  }
}

/** The configuration: its state, the system text the app renders for it, and notices. */
export interface SessionConfig {
  state: PlaygroundState;
  systemText: string;
  notices: string[];
}

/** Reads the app's own configuration file and renders its system prompt as the page does. */
export function readSessionConfig(text: string, file: string): SessionConfig {
  const raw = parseJson(text, file);
  if (!isAppFile(raw)) {
    throw new Error(
      `${file} is not a Promptscope configuration file (save one from the app's Export menu)`,
    );
  }
  let config;
  try {
    config = readAppConfig(text, raw);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const rendered = renderState(config.state);
  if (rendered.error !== null) throw new Error(`${file}: ${rendered.error}`);
  const notices = [...config.notices, ...rendered.warnings.map((warning) => warning.message)];
  return { state: config.state, systemText: rendered.text, notices };
}

/** The conversation and a sentence saying how the file was read. */
export interface SessionHistory {
  conversation: SessionConversation;
  notice: string;
}

/**
 * Reads a history file: a Gemini CLI chat log with recorded usage (`recordedUsageFromSession`),
 * else any form `parseHistoryJson` accepts (contents, `{history}`, a session file, a logged
 * request). The conversation is labelled with the file's name.
 */
export function readSessionHistory(text: string, file: string): SessionHistory {
  // The history parser names the line of a JSON or shape error.
  const parsed = parseHistoryJson(text);
  if ('error' in parsed) throw new Error(`${file}: ${parsed.error.message}`);
  const label = basename(file);
  const recorded = recordedUsageFromSession(JSON.parse(text));
  if (recorded !== null) {
    const turns = Object.keys(recorded.recordedUsage ?? {}).length;
    return {
      conversation: { ...recorded, label },
      notice: `${label}: a Gemini CLI chat log; recorded usage of ${turns} model turn${turns === 1 ? '' : 's'} is used`,
    };
  }
  return {
    conversation: { contents: parsed.history, label },
    notice: `${label}: ${describeHistoryForm(parsed.form, parsed.notes)}`,
  };
}

/**
 * A `--model` value: an id the Gemini API's grammar allows (`checkApiModelId`) and one the
 * price table knows. Returns the id without a `models/` prefix.
 */
export function checkSessionModel(model: string): string {
  const checked = checkApiModelId(model);
  if (!checked.ok) throw new Error(`unknown model "${model}": ${checked.problem}`);
  if (!PRICE_TABLE.some((row) => row.model === checked.id)) {
    const known = PRICE_TABLE.map((row) => row.model).join(', ');
    throw new Error(`unknown model "${model}" (the price table knows ${known})`);
  }
  return checked.id;
}
