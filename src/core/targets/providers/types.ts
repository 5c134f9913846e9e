import type { TargetSpan } from '../spans';

/** The providers of the multi-provider shim, in tab order. */
export const PROVIDER_IDS = ['claude', 'gemini', 'openai'] as const;

/** One of {@link PROVIDER_IDS}. */
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** Tool approval behaviours the shim announces in the prompt, in the legend's order. */
export const PROVIDER_PERMISSION_MODES = ['auto', 'interactive', 'deny'] as const;

/** One of {@link PROVIDER_PERMISSION_MODES}. */
export type ProviderPermissionMode = (typeof PROVIDER_PERMISSION_MODES)[number];

/** A JSON Schema object, kept as plain JSON. */
export type ProviderJsonSchema = { [key: string]: unknown };

/** A tool in the Claude-compatible shape every provider's definition starts from. */
export interface ClaudeToolDefinition {
  name: string;
  description: string;
  input_schema: ProviderJsonSchema;
}

/** What the shim can execute, deciding which tools it advertises. */
export interface ProviderCapabilities {
  webAccess: boolean;
  subAgents: boolean;
}

/** Everything the shim reads, as plain serialisable values. */
export interface ProviderInput {
  /** Absolute working directory. */
  cwd: string;
  /** Virtual file system: absolute path → content (for `CLAUDE.md` and friends). */
  files: Record<string, string>;
  permissionMode: ProviderPermissionMode;
  capabilities: ProviderCapabilities;
  /** The full tool catalogue; `advertisedTools` picks the ones the capabilities allow. */
  tools: ClaudeToolDefinition[];
  /** Model id: one for every provider, or per provider; defaults to `PROVIDER_DEFAULT_MODELS`. */
  model?: string | Partial<Record<ProviderId, string>>;
  /** OpenAI only: use the Responses API (`instructions`) instead of Chat Completions (`messages`). */
  useResponsesApi?: boolean;
  /** The first user message placed in each request body; a sample one when absent. */
  userMessage?: string;
}

/** Keys of the six prompt components of the multi-provider shim. */
export type ProviderComponentKey =
  | 'identity'
  | 'tools'
  | 'workingDirectory'
  | 'permissionMode'
  | 'responseFormat'
  | 'projectInstructions';

/** The values a provider prompt is composed from; what compression works on. */
export interface ProviderPromptParts {
  provider: ProviderId;
  cwd: string;
  permissionMode: ProviderPermissionMode;
  /** Tools written into the prompt text (only the Gemini shim lists them there). */
  promptTools: ClaudeToolDefinition[];
  /** Project instructions (`CLAUDE.md` content), `''` when none. */
  projectInstructions: string;
}

/** A composed prompt: text plus spans tiling it. */
export interface ProviderComposedPrompt {
  text: string;
  components: TargetSpan<ProviderComponentKey>[];
}

/** Size limit of a provider's system prompt. */
export interface ProviderLimit {
  kind: 'tokens' | 'chars';
  max: number;
}

/** The compression steps of the multi-provider shim, in the order they are tried. */
export type ProviderCompressionStepId =
  'truncateProjectInstructions' | 'compressToolDefinitions' | 'removeExamples' | 'hardTruncate';

/** One step that ran, and how many characters it removed. */
export interface ProviderCompressionStep {
  id: ProviderCompressionStepId;
  label: string;
  savedChars: number;
}

/** What `compressSystemPrompt` did. */
export interface ProviderCompressionReport {
  text: string;
  /** Spans of `text`, when the input was structured. */
  components?: TargetSpan<ProviderComponentKey>[];
  /** Parts after the structured steps (before any hard truncation), when structured. */
  parts?: ProviderPromptParts;
  maxChars: number;
  originalChars: number;
  finalChars: number;
  /** Steps that ran, in order; empty when the prompt already fitted. */
  steps: ProviderCompressionStep[];
  fits: boolean;
  warnings: string[];
}
