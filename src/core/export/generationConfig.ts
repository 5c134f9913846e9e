/**
 * The generation settings the Gemini CLI sends with every chat request by default. Values from
 * gemini-cli packages/core/src/config/defaultModelConfigs.ts (DEFAULT_MODEL_CONFIGS): the
 * `chat-base` alias (temperature 1, topP 0.95, topK 64, thoughts included) extended by
 * `chat-base-2.5` (thinking budget DEFAULT_THINKING_MODE = 8192, packages/core/src/config/models.ts)
 * or `chat-base-3` (thinking level HIGH) for the Gemini 3 models.
 */

/** `generationConfig` of a REST `generateContent` request (field names as the API takes them). */
export interface GeminiGenerationConfig {
  temperature: number;
  topP: number;
  topK: number;
  thinkingConfig: { includeThoughts: boolean; thinkingBudget?: number; thinkingLevel?: 'HIGH' };
}

/** The CLI's thinking budget for Gemini 2.5 chat models (DEFAULT_THINKING_MODE). */
export const DEFAULT_THINKING_BUDGET = 8192;

/** Whether a concrete model id takes the Gemini 3 chat settings (`chat-base-3`). */
function usesGemini3ChatBase(model: string): boolean {
  return /^gemini-3(\.|-|$)/.test(model);
}

/** The CLI's default chat `generationConfig` for a concrete (resolved) model id. */
export function defaultGenerationConfig(model: string): GeminiGenerationConfig {
  const base = { temperature: 1, topP: 0.95, topK: 64 };
  return usesGemini3ChatBase(model)
    ? { ...base, thinkingConfig: { includeThoughts: true, thinkingLevel: 'HIGH' } }
    : {
        ...base,
        thinkingConfig: { includeThoughts: true, thinkingBudget: DEFAULT_THINKING_BUDGET },
      };
}
