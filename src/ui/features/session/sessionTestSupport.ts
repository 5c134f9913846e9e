/**
 * Session view tests: a session simulated in the test's thread with core's own engine,
 * counting one token per four characters, so every figure the components show follows from
 * core's result (the worker runs the same engine; its own tests are in src/workers/session).
 */
import {
  countContents,
  createDefaultPlaygroundState,
  generateSyntheticHistory,
  priceFor,
  sessionSettingsFor,
  simulateSession,
  type PriceRow,
  type SessionResult,
} from '../../../core';

export const byChars = (text: string): number => Math.ceil(text.length / 4);

/**
 * A generated session of `turns` turns on `model` at `price` (its shipped price by default),
 * each tool output about `toolOutputChars` characters.
 */
export function simulatedSession(
  turns: number,
  model = 'gemini-2.5-flash',
  price: PriceRow | null = priceFor(model),
  toolOutputChars = 2_000,
): SessionResult {
  const contents = generateSyntheticHistory({ turns, seed: 1, toolOutputChars });
  const settings = sessionSettingsFor(createDefaultPlaygroundState(), model);
  return simulateSession({
    prefix: { system: 3_000, tools: 1_500, environment: 300 },
    conversation: { contents, label: 'test' },
    messageTokens: countContents(contents, byChars),
    settings,
    price,
    countText: byChars,
  });
}
