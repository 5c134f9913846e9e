/**
 * A Gemini CLI chat log (the session recording `recogniseHistory` knows as `cli-session`:
 * `messages` whose `gemini` records carry `tokens: { input, output, cached, thoughts, tool,
 * total }`) as a session conversation, with each model turn's recorded usage keyed by the
 * index of its model content.
 */
import { recogniseHistory, sessionToContents } from '../compression/historyForms';
import type { RecordedUsage, SessionConversation } from './types';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

/** A `gemini` record's `tokens` as recorded usage; null without a readable output count. */
function usageOf(record: Record<string, unknown>): RecordedUsage | null {
  if (!isObject(record.tokens)) return null;
  const tokens = record.tokens;
  const outputTokens = count(tokens.output);
  if (outputTokens === undefined) return null;
  const usage: RecordedUsage = { outputTokens };
  const promptTokens = count(tokens.input);
  const cachedTokens = count(tokens.cached);
  const thoughtsTokens = count(tokens.thoughts);
  if (promptTokens !== undefined) usage.promptTokens = promptTokens;
  if (cachedTokens !== undefined) usage.cachedTokens = cachedTokens;
  if (thoughtsTokens !== undefined) usage.thoughtsTokens = thoughtsTokens;
  return usage;
}

/**
 * The conversation of a CLI chat log, or null when `json` is not one. The contents are
 * `sessionToContents`'s; each record is converted on its own as well, so the index of the
 * model content a `gemini` record becomes is exact, and that record's tokens are its
 * recorded usage.
 */
export function recordedUsageFromSession(
  json: unknown,
  label?: string,
): SessionConversation | null {
  const recognised = recogniseHistory(json);
  if (recognised?.form !== 'cli-session' || !isObject(json) || !Array.isArray(json.messages)) {
    return null;
  }
  const messages: readonly unknown[] = json.messages;
  const { contents, notes } = sessionToContents(messages);
  const recordedUsage: Record<number, RecordedUsage> = {};
  let offset = 0;
  for (const record of messages) {
    const produced = sessionToContents([record]).contents;
    if (isObject(record) && record.type === 'gemini' && produced[0]?.role === 'model') {
      const usage = usageOf(record);
      if (usage) recordedUsage[offset] = usage;
    }
    offset += produced.length;
  }
  if (offset !== contents.length) {
    throw new Error('The chat log converted to a different number of messages record by record.');
  }
  const recorded = Object.keys(recordedUsage).length;
  return {
    contents,
    recordedUsage,
    label: label ?? `CLI session ${String(json.sessionId)}`,
    notes: [
      ...notes,
      `${recorded} model turn${recorded === 1 ? '' : 's'} with recorded token usage`,
    ],
  };
}
