/** Public API of the chat-compression simulator (gemini-cli packages/core/src/services/chatCompressionService.ts). */
export {
  CompressionStatus,
  compressionStatusName,
  type CompressionStatusCode,
  type CompressionStatusName,
} from './status';
export { contentCharCount, findCompressSplitPoint, isValidSplitPoint } from './splitPoint';
export { curateHistory, isValidModelContent, type CuratedHistory } from './curate';
export {
  COMPRESSION_TRUNCATE_LINES,
  formatTruncatedToolOutput,
  LINE_CUT_MARKER,
  sanitizeFileNamePart,
  SINGLE_LINE_TRUNCATE_CHARS,
  TRUNCATED_LINE_MAX_CHARS,
  truncatedOutputPath,
} from './truncateOutput';
export {
  COMPRESSION_FUNCTION_RESPONSE_TOKEN_BUDGET,
  functionResponsePayload,
  truncateHistoryToBudget,
  type SavedToolOutput,
  type TruncatedToolOutput,
  type TruncateHistoryOptions,
  type TruncateHistoryResult,
} from './truncateHistory';
export {
  COMPRESSION_ACKNOWLEDGEMENT,
  compressionAnchor,
  hasStateSnapshot,
  NEW_SNAPSHOT_ANCHOR,
  STATE_SNAPSHOT_TAG,
  UPDATE_SNAPSHOT_ANCHOR,
  VERIFY_SNAPSHOT_PROMPT,
} from './messages';
export {
  buildSummaryRequest,
  buildVerificationRequest,
  compressionModelForAlias,
  type SummaryRequest,
} from './requests';
export {
  decideTrigger,
  DEFAULT_COMPRESSION_TOKEN_THRESHOLD,
  type TriggerDecision,
  type TriggerReason,
} from './trigger';
export {
  COMPRESSION_PRESERVE_THRESHOLD,
  planCompression,
  type CompressionPlan,
  type CompressionPlanOptions,
  type CurrentCompressionOptions,
  type SplitDecision,
  type SummarizerSource,
} from './plan';
export {
  simulateCompression,
  type AbortSignalLike,
  type CompressionSimulation,
  type CompressionStage,
  type SimulateCompressionOptions,
  type Summariser,
} from './simulate';
export { extractStateSnapshot, type StateSnapshot, type StateSnapshotElement } from './snapshot';
export { collectHistoryFacts, type HistoryFacts, type ToolActivity } from './historyFacts';
export { OFFLINE_SUMMARY_NOTICE, offlineSummarise, offlineSummariser } from './offlineSummariser';
export {
  KNOWN_PART_FIELDS,
  parseHistoryJson,
  type HistoryJsonError,
  type ParsedHistory,
  type ParseHistoryResult,
} from './parseHistory';
export {
  describeHistoryForm,
  HISTORY_FORM_NAMES,
  recogniseHistory,
  sessionToContents,
  type HistoryForm,
} from './historyForms';
export { generateSyntheticHistory, type SyntheticHistoryOptions } from './synthetic';
export {
  DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD,
  formatTruncatedToolOutputByChars,
  TRUNCATE_HEAD_SHARE,
  truncateToolOutputByChars,
  truncateToolOutputMaxChars,
  truncationCut,
  type TruncationCut,
} from './truncateChars';
export {
  maskedOutputPath,
  safeFilenamePart,
  savedToolOutputPath,
  TOOL_OUTPUTS_DIR,
  toolOutputsDir,
} from './savedOutputPath';
export {
  decideCompression,
  type CompressionDecision,
  type CompressionRule,
  type DecisionInput,
} from './decision';
export {
  MASKED_OUTPUT_TAG,
  MASKING_EXEMPT_TOOLS,
  MASKING_MIN_PRUNABLE_TOKENS,
  MASKING_PROTECTION_THRESHOLD_TOKENS,
  maskedOutputText,
  maskToolOutputs,
  type MaskedOutput,
  type MaskingOptions,
  type MaskingResult,
  type MaskingSkipReason,
} from './masking';
export {
  currentCompressionModelAlias,
  currentTokenLimit,
  GEMMA_4_TOKEN_LIMIT,
} from './currentModels';
