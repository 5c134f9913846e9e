/** Public API of the context engine: memory, `@` files, IDE context, hooks, skills and the turn request. */
export {
  createVirtualFs,
  findGitRoot,
  type VirtualFiles,
  type VirtualFs,
} from './workspace/virtualFs';
export {
  createWorkspaceIgnore,
  type IgnoreFilteringOptions,
  type IgnoreReason,
  type WorkspaceIgnoreMatcher,
} from './workspace/workspaceIgnore';
export {
  findCodeRegions,
  findMemoryImports,
  resolveMemoryImports,
  type MemoryImportedFile,
  type MemoryProblem,
} from './memory/memoryImports';
export {
  discoverMemoryFiles,
  MEMORY_FILE_FILTERING_DEFAULTS,
  type DiscoveredMemoryFile,
  type MemoryDiscoveryOptions,
  type MemoryDiscoveryResult,
  type MemoryFileScope,
} from './memory/memoryDiscovery';
export { formatMemoryBlock, joinMemoryBlocks } from './memory/memoryText';
export { placeMemory, type MemoryPlacement } from './memory/memoryPlacement';
export { parseAtReferences, type AtCommandPart } from './atFiles/atParse';
export {
  BINARY_FILE_EXTENSIONS,
  DEFAULT_EXCLUDED_FILES,
  DEFAULT_EXCLUDED_FOLDERS,
  isBinaryFile,
  looksBinary,
  utf8ByteLength,
} from './workspace/fileKinds';
export {
  READ_FILE_MAX_BYTES,
  READ_FILE_MAX_LINE_LENGTH,
  READ_FILE_MAX_LINES,
  READ_MANY_FILES_NOTHING_READ,
  simulateReadManyFiles,
  type ReadFileIncluded,
  type ReadFileSkipped,
  type ReadManyFilesOutcome,
  type ReadManyFilesSpec,
  type SkippedFileReason,
} from './atFiles/readManyFiles';
export { buildAtToolCallRecord, type AtToolCallRecord } from './atFiles/atToolRecord';
export {
  expandAtReferences,
  type AtExpansionOptions,
  type AtExpansionResult,
  type AtIncludedFile,
  type AtReferenceResolution,
} from './atFiles/atExpand';
export {
  buildIdeContextInjection,
  hasPendingToolCall,
  IDE_MAX_OPEN_FILES,
  IDE_MAX_SELECTED_TEXT_LENGTH,
  type IdeContextInjection,
  type IdeCursor,
  type IdeState,
} from './injections/ideContext';
export {
  applyAfterToolHooks,
  applyBeforeAgentHooks,
  combineHookContext,
  type HookContextOutput,
} from './injections/hookContext';
export {
  activateSkill,
  type SkillActivation,
  type SkillToActivate,
} from './injections/skillActivation';
export {
  markHistoryCuration,
  type CurationDropReason,
  type CurationEntry,
  type HistoryCurationView,
} from './turn/historyCuration';
export type { JsonSchema, ToolFunctionDeclaration } from './tools/toolSchemas';
export {
  customToolDeclaration,
  requestToolDeclarations,
  sourcedToolDeclarations,
  TOOL_DECLARATIONS,
  toolDeclarationsFor,
  type DeclarationSource,
  type SourcedDeclaration,
  type ToolDeclarationInput,
} from './tools/toolDeclarations';
export {
  RELEASE_DEFINITION_EXPORTS,
  releaseToolDeclaration,
} from './tools/releaseToolDeclarations';
export {
  describePart,
  partCountText,
  partsCountText,
  type TurnLayer,
  type TurnLayerKey,
  type TurnLayerPart,
} from './turn/turnLayers';
export {
  buildTurnRequest,
  type TurnInput,
  type TurnRequestBody,
  type TurnRequestOptions,
  type TurnRequestResult,
} from './turn/turnRequest';
export {
  diffSystemInstruction,
  type SystemInstructionDiff,
  type SystemInstructionHunk,
  type SystemInstructionInputChange,
  type SystemInstructionTrigger,
} from './turn/systemInstructionDiff';
