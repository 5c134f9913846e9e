import type { TargetSpan } from '../spans';
import { advertisedTools } from './advertise';
import { compressSystemPrompt } from './compress';
import { composeProviderPrompt } from './compose';
import { PROVIDER_SAMPLE_USER_MESSAGE } from './defaults';
import {
  estimateProviderTokens,
  PROVIDER_CHARS_PER_TOKEN,
  PROVIDER_LIMITS,
  providerModel,
} from './limits';
import { CLAUDE_PERMISSION_FLAGS } from './permission';
import { loadProviderProjectInstructions } from './projectInstructions';
import { buildProviderRequest } from './requestBody';
import { providerToolIssues } from './toolChecks';
import type {
  ClaudeToolDefinition,
  ProviderComponentKey,
  ProviderCompressionReport,
  ProviderId,
  ProviderInput,
  ProviderLimit,
  ProviderPromptParts,
} from './types';

/** Options of {@link renderProviderPrompt}. */
export interface ProviderRenderOptions {
  /** Exact token counter for the token-limited providers; otherwise chars/4 is used. */
  countTokens?: (text: string) => number;
}

/** Result of {@link renderProviderPrompt}. */
export interface ProviderRenderResult {
  provider: ProviderId;
  model: string;
  /** The system prompt (after compression, when the limit required it). */
  text: string;
  /** Spans tiling `text`. */
  components: TargetSpan<ProviderComponentKey>[];
  /** Claude only: the CLI flags carrying working directory, permission mode and model. */
  cliFlags?: string[];
  /** HTTP method and URL the body is sent to. */
  endpoint: string;
  requestBody: Record<string, unknown>;
  /** The limit and the size measured against it (`used`, in the limit's unit). */
  limit: ProviderLimit & { used: number; measuredBy: 'chars' | 'chars/4' | 'countTokens' };
  /** Present when the prompt was over the limit and compression ran. */
  compression?: ProviderCompressionReport;
  /** The tools advertised for the current capabilities (Claude shape). */
  tools: ClaudeToolDefinition[];
  /** Absolute path of the project-instructions file used, or `null`. */
  projectInstructionsPath: string | null;
  warnings: string[];
  /** Explanations of how this provider differs (not problems). */
  notes: string[];
}

function measure(provider: ProviderId, options: ProviderRenderOptions) {
  const limit = PROVIDER_LIMITS[provider];
  if (limit.kind === 'chars')
    return { limit, measuredBy: 'chars' as const, size: (t: string) => t.length };
  if (options.countTokens)
    return { limit, measuredBy: 'countTokens' as const, size: options.countTokens };
  return { limit, measuredBy: 'chars/4' as const, size: estimateProviderTokens };
}

/**
 * Renders the multi-provider shim's system prompt and request body for one provider: loads project instructions, advertises tools by capability, composes the provider's
 * template, compresses it with `compressSystemPrompt` when it is over the provider's limit,
 * and builds the API body. Token limits use chars/4 unless `options.countTokens` is given.
 */
export function renderProviderPrompt(
  provider: ProviderId,
  input: ProviderInput,
  options: ProviderRenderOptions = {},
): ProviderRenderResult {
  const model = providerModel(provider, input.model);
  const tools = advertisedTools(input);
  const instructions = loadProviderProjectInstructions(input.cwd, input.files);
  const parts: ProviderPromptParts = {
    provider,
    cwd: input.cwd,
    permissionMode: input.permissionMode,
    promptTools: provider === 'gemini' ? tools : [],
    projectInstructions: instructions.content,
  };
  const { limit, measuredBy, size } = measure(provider, options);
  let composed = composeProviderPrompt(parts);
  let finalParts = parts;
  let compression: ProviderCompressionReport | undefined;
  const warnings = providerToolIssues(provider, tools);

  const used = size(composed.text);
  if (used > limit.max) {
    const maxChars =
      limit.kind === 'chars' || measuredBy === 'chars/4'
        ? limit.max * (limit.kind === 'chars' ? 1 : PROVIDER_CHARS_PER_TOKEN)
        : Math.floor((limit.max * composed.text.length) / used);
    compression = compressSystemPrompt(parts, maxChars, { fits: (t) => size(t) <= limit.max });
    composed = { text: compression.text, components: compression.components ?? [] };
    finalParts = compression.parts ?? parts;
    warnings.push(...compression.warnings);
  }

  const request = buildProviderRequest({
    provider,
    model,
    systemPrompt: composed.text,
    tools: provider === 'gemini' ? finalParts.promptTools : tools,
    userMessage: input.userMessage ?? PROVIDER_SAMPLE_USER_MESSAGE,
    useResponsesApi: input.useResponsesApi ?? false,
  });

  return {
    provider,
    model,
    text: composed.text,
    components: composed.components,
    ...(provider === 'claude'
      ? {
          cliFlags: [
            '--cwd',
            input.cwd,
            ...CLAUDE_PERMISSION_FLAGS[input.permissionMode],
            '--model',
            model,
          ],
        }
      : {}),
    endpoint: request.endpoint,
    requestBody: request.body,
    limit: { ...limit, used: size(composed.text), measuredBy },
    ...(compression ? { compression } : {}),
    tools,
    projectInstructionsPath: instructions.path,
    warnings,
    notes: providerNotes(provider, input),
  };
}

function providerNotes(provider: ProviderId, input: ProviderInput): string[] {
  if (provider === 'claude') {
    return [
      'The Claude CLI builds its own system prompt; the shim sends none. Working directory and permission mode travel as CLI flags, and the CLI loads CLAUDE.md itself. The text shown is the part the shim can account for: identity and project instructions.',
      'The request body shows the same prompt and tools in the Messages API shape, for comparison.',
    ];
  }
  if (provider === 'gemini') {
    return [
      'The Gemini shim lists tools in the prompt text and also declares them as functionDeclarations.',
    ];
  }
  return [
    input.useResponsesApi
      ? 'OpenAI Responses API: the prompt goes in `instructions`; tools are passed through the `tools` parameter, not the prompt.'
      : 'OpenAI Chat Completions: the prompt is the `system` message; tools are passed through the `tools` parameter, not the prompt.',
  ];
}
