/** The Gemini API request the CLI would start a chat with: system instruction + first message. */
import { resolveModel } from '../models';
import { activeImportedPrompt } from '../importPrompt/importedPrompt';
import { renderSystemPrompt } from '../prompt/renderSystemPrompt';
import type { PlaygroundState } from '../state/playgroundState';
import { toPromptInput } from './toPromptInput';

/** The request body of a `generateContent` call (REST field names). */
export interface GeminiRequestBody {
  systemInstruction: { parts: { text: string }[] };
  contents: { role: 'user'; parts: { text: string }[] }[];
}

/** The request, the model it goes to, and the body as pretty JSON. Never holds an API key. */
export interface GeminiRequestExport {
  /** The concrete model the CLI resolves the configured one to. */
  model: string;
  body: GeminiRequestBody;
  /** `body` as two-space-indented JSON. */
  json: string;
  /** Why the CLI would not get this far (e.g. a missing template), else null. */
  error: string | null;
}

/**
 * The first request of a chat: the rendered system prompt as `systemInstruction` and the
 * environment-context message (`environmentText`) as the first user turn.
 */
export function buildGeminiRequestExport(
  state: PlaygroundState,
  environmentText: string,
): GeminiRequestExport {
  const rendered = activeImportedPrompt(state) ?? renderSystemPrompt(toPromptInput(state));
  const body: GeminiRequestBody = {
    systemInstruction: { parts: [{ text: rendered.text }] },
    contents: [{ role: 'user', parts: [{ text: environmentText }] }],
  };
  return {
    model: resolveModel(state.gemini.model, state.gemini.previewFeatures),
    body,
    json: JSON.stringify(body, null, 2),
    error: rendered.error,
  };
}
