/**
 * The Gemini API request the CLI would start a chat with: system instruction, tool
 * declarations, the environment message and the default generation settings.
 */
import type { ToolFunctionDeclaration } from '../context/tools/toolSchemas';
import { modelIdInForce } from '../modelInForce';
import { activeImportedPrompt } from '../importPrompt/importedPrompt';
import { renderSystemPrompt } from '../prompt/renderSystemPrompt';
import type { PlaygroundState } from '../state/playgroundState';
import type { RenderedPrompt } from '../prompt/types';
import { defaultGenerationConfig, type GeminiGenerationConfig } from './generationConfig';
import { openingToolDeclarations } from './openingRequest';
import { toPromptInput } from '../inputs/toPromptInput';

/** The request body of a `generateContent` call (REST field names). */
export interface GeminiRequestBody {
  systemInstruction: { parts: { text: string }[] };
  contents: { role: 'user'; parts: { text: string }[] }[];
  /** One declaration per registered tool (omitted when no tool is registered). */
  tools?: { functionDeclarations: ToolFunctionDeclaration[] }[];
  generationConfig: GeminiGenerationConfig;
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
 * The first request of a chat: the rendered system prompt as `systemInstruction`, the
 * environment-context message (`environmentText`) as the first user turn, the registered
 * tools' declarations and the CLI's default `generationConfig` for the model. `shown` is the
 * prompt as the caller rendered it (with a release's own text); without it core renders it.
 */
export function buildGeminiRequestExport(
  state: PlaygroundState,
  environmentText: string,
  shown?: RenderedPrompt,
): GeminiRequestExport {
  const input = toPromptInput(state);
  const rendered = activeImportedPrompt(state) ?? shown ?? renderSystemPrompt(input);
  // The model the prompt was rendered for (the release's own resolution), not 2026-02's rule.
  const model = modelIdInForce(input);
  const declarations = openingToolDeclarations(input);
  const body: GeminiRequestBody = {
    systemInstruction: { parts: [{ text: rendered.text }] },
    contents: [{ role: 'user', parts: [{ text: environmentText }] }],
    ...(declarations.length > 0 ? { tools: [{ functionDeclarations: declarations }] } : {}),
    generationConfig: defaultGenerationConfig(model),
  };
  return {
    model,
    body,
    json: JSON.stringify(body, null, 2),
    error: rendered.error,
  };
}
