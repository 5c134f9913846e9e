/**
 * The other agents' prompt systems: the Asimi CLI and the multi-provider shim.
 */
export type { TargetSpan } from './spans';

export type {
  AsimiInput,
  AsimiPromptContext,
  AsimiPromptContextInput,
  AsimiRenderResult,
  AsimiSandbox,
  AsimiSectionKey,
  AsimiToolNames,
  AsimiWriteTarget,
} from './asimi/types';
export {
  ASIMI_DEFAULT_SYSTEM_MD_PATH,
  ASIMI_ENV_VARIABLES,
  readAsimiEnvVariable,
  resolveAsimiPathSetting,
} from './asimi/env';
export type { AsimiEnvValue, AsimiPathSetting } from './asimi/env';
export {
  ASIMI_DEFAULT_TOOL_NAMES,
  ASIMI_PROJECT_CONTEXT_FILE,
  ASIMI_SAMPLE_AGENTS_MD,
  createDefaultAsimiInput,
} from './asimi/defaults';
export { renderAsimiBuiltinPrompt } from './asimi/basePrompt';
export { ASIMI_SANDBOX_HEADINGS } from './asimi/blocks';
export { ASIMI_SANDBOXES } from './asimi/types';
export { renderAsimiPrompt, resolveAsimiPromptContext } from './asimi/render';

export type {
  ClaudeToolDefinition,
  ProviderCapabilities,
  ProviderComponentKey,
  ProviderComposedPrompt,
  ProviderCompressionReport,
  ProviderCompressionStep,
  ProviderCompressionStepId,
  ProviderId,
  ProviderInput,
  ProviderJsonSchema,
  ProviderLimit,
  ProviderPermissionMode,
  ProviderPromptParts,
} from './providers/types';
export { PROVIDER_IDS, PROVIDER_PERMISSION_MODES } from './providers/types';
export {
  PROVIDER_CORE_TOOLS,
  PROVIDER_EXTENDED_TOOLS,
  PROVIDER_TASK_TOOLS,
} from './providers/defaultTools';
export {
  advertisedTools,
  createDefaultProviderTools,
  PROVIDER_TOOL_GROUPS,
  providerToolGroup,
} from './providers/advertise';
export {
  toGeminiFunctionDeclaration,
  toOpenAIResponsesTool,
  toOpenAITool,
} from './providers/convert';
export type {
  GeminiFunctionDeclaration,
  OpenAIChatTool,
  OpenAIResponsesTool,
} from './providers/convert';
export {
  loadProviderProjectInstructions,
  PROVIDER_PROJECT_INSTRUCTION_FILES,
} from './providers/projectInstructions';
export type { ProviderProjectInstructions } from './providers/projectInstructions';
export {
  CLAUDE_PERMISSION_FLAGS,
  PROVIDER_PERMISSION_INSTRUCTIONS,
  PROVIDER_PERMISSION_LEGEND,
} from './providers/permission';
export {
  composeProviderPrompt,
  GEMINI_SHIM_RESPONSE_FORMAT,
  OPENAI_RESPONSE_FORMAT,
  PROVIDER_IDENTITY,
} from './providers/compose';
export {
  compressProviderToolDefinitions,
  removeProviderToolExamples,
} from './providers/toolCompression';
export {
  compressSystemPrompt,
  PROVIDER_COMPRESSION_STEP_LABELS,
  PROVIDER_HARD_TRUNCATED_MARKER,
  PROVIDER_INSTRUCTIONS_KEEP_CHARS,
  PROVIDER_TRUNCATED_MARKER,
} from './providers/compress';
export type { ProviderCompressionOptions } from './providers/compress';
export {
  estimateProviderTokens,
  PROVIDER_CHARS_PER_TOKEN,
  PROVIDER_DEFAULT_MODELS,
  PROVIDER_LIMITS,
  providerModel,
} from './providers/limits';
export { buildProviderRequest, CLAUDE_REQUEST_MAX_TOKENS } from './providers/requestBody';
export type { ProviderRequest, ProviderRequestSource } from './providers/requestBody';
export { providerToolIssues } from './providers/toolChecks';
export { createDefaultProviderInput, PROVIDER_SAMPLE_USER_MESSAGE } from './providers/defaults';
export { renderProviderPrompt } from './providers/render';
export type { ProviderRenderOptions, ProviderRenderResult } from './providers/render';
export { compareProviderToolFormats } from './providers/compare';
export type { ProviderToolFormatCost } from './providers/compare';
