/** Public API of the system-prompt pipeline. */
export * from './sectionKeys';
export type * from './types';
export { APPROVAL_MODES, PROMPT_PLATFORMS } from './types';
export {
  CLI_VERSIONS,
  NEWEST_RELEASE,
  SEEDS_CLI_VERSION,
  SUPPORTED_RELEASES,
  isCliVersion,
  isReleaseVersion,
  type ReleaseVersion,
  type SupportedRelease,
} from './cliVersion';
export type * from './options';
export {
  getCompressionPrompt,
  renderApprovedPlanPreservation,
  STATE_SNAPSHOT_ELEMENTS,
} from './compressionPrompt';
export { isSectionEnabled, isDisablingToggleValue, type PromptEnv } from './sectionToggles';
export {
  resolvePathFromEnv,
  systemMdPathFor,
  type ResolvedEnvPath,
  type PathContext,
} from './resolvePathFromEnv';
export { renderPreamble } from './sections/preamble';
export { renderCoreMandates } from './sections/coreMandates';
export { renderAgentContexts } from './sections/agentContexts';
export { renderAgentSkills } from './sections/agentSkills';
export { renderHookContext } from './sections/hookContext';
export { renderPrimaryWorkflows } from './sections/primaryWorkflows';
export { renderPlanningWorkflow } from './sections/planningWorkflow';
export { renderOperationalGuidelines } from './sections/operationalGuidelines';
export { renderSandbox } from './sections/sandbox';
export { renderGitRepo } from './sections/gitRepo';
export { renderFinalReminder } from './sections/finalReminder';
export { renderUserMemory } from './sections/userMemory';
export { getCoreSystemPrompt, renderFinalShell, renderSectionTexts } from './composer';
export { joinFinalShell, sanitizePromptNewlines } from './finalShell';
export {
  buildSystemPromptOptions,
  withSection,
  sandboxModeFromEnv,
  SEATBELT_SANDBOX_VALUE,
  formatPlanModeToolsList,
} from './provider';
export {
  effectiveTools,
  RELEASE_UNREGISTERED_REASON,
  RELEASE_UNREGISTERED_TOOLS,
  isReleaseRegistryReason,
  type EffectiveTools,
} from './effectiveTools';
export { policyExclusion } from './current/releasePolicy';
export {
  activeMcpTools,
  mcpToolDisplayName,
  mcpToolRegisteredName,
  validMcpName,
} from './current/mcpToolNames';
export { builtInToolDisplayName } from './current/toolDisplayNames';
export {
  applySubstitutions,
  formatAvailableTools,
  toolNamePattern,
  NO_TOOLS_AVAILABLE_TEXT,
  type SubstitutionContext,
} from './substitutions';
export {
  findTemplatePlaceholders,
  TEMPLATE_VARIABLES,
  type TemplatePlaceholder,
  type TemplateVariable,
} from './templatePlaceholders';
export {
  resolveCustomTemplate,
  resolveWriteTarget,
  missingTemplateError,
  type CustomTemplateSource,
} from './customTemplate';
export { sectionStatuses, type SectionStatus } from './sectionStatuses';
export { textPartsOf, withTextParts } from './textParts';
export { renderSystemPrompt, locateSectionSpans } from './renderSystemPrompt';
export {
  prepareRender,
  renderPromptWith,
  type PreparedRender,
  type RenderTexts,
} from './renderPrompt';
export type {
  PromptTexts,
  ReleaseRenderer,
  ReleaseSnippets,
  ReleaseToolDefinition,
  ReleaseToolDefinitions,
} from './release/port';
export { loadedRelease, provideRelease } from './release/loaded';
export { releaseModelResolution } from './release/family';
export { releaseCompressionPrompt } from './release/compression';
export { ReleaseTextMissingError } from './release/missing';
export { LegacyWordingMissingError, type LegacyWording } from './legacyWording';
export { needsLegacyWording } from './needsLegacyWording';
export { sectionCost } from './sectionCost';
export {
  createDefaultPromptInput,
  createCurrentPromptInput,
  DEFAULT_CURRENT_SUB_AGENTS,
  DEFAULT_REGISTERED_TOOLS,
  DEFAULT_AGENT_DIRECTORY_CONTEXT,
} from './defaults';
export {
  DEFAULT_MODELLED_REVISION,
  describeModelledRevision,
  modelledRevision,
  type ModelledRevision,
  V061_MODELLED_REVISION,
} from './modelledRevision';
export type * from './current/options';
export { currentGuardReason, currentGuardPasses, type GuardContext } from './current/guards';
export {
  buildCurrentPromptOptions,
  formatPlanModeToolLines,
  projectRelativePath,
  sanitizeInlineValue,
} from './current/provider';
export {
  contextFilenamesOf,
  DEFAULT_CONTEXT_FILENAME,
  hasHierarchicalMemory,
  isHierarchicalMemory,
  userMemoryText,
} from './current/memory';
export { activeTopicSuffix } from './release/activeTopic';
export { modelResolutionOf } from './release/family';
export type { PromptPipeline, Piece } from './promptPipeline';
