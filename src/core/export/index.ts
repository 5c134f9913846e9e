/** Public API of the exports to the real CLI: system.md, shell lines and the API request. */
export { buildSystemMdExport, SENT_PROMPT_FILE_NAME, type SystemMdExport } from './systemMdExport';
export { buildSystemMdTemplateExport, type SystemMdTemplateExport } from './systemMdTemplate';
export { buildShellExport, type ShellExport } from './shellExport';
export type { ImportedSystemMd } from './importedShellExport';
export { quotePosix, quotePowerShell, type ExportShell } from './shellQuote';
export {
  buildGeminiRequestExport,
  type GeminiRequestBody,
  type GeminiRequestExport,
} from './requestExport';
export {
  DEFAULT_THINKING_BUDGET,
  defaultGenerationConfig,
  type GeminiGenerationConfig,
} from './generationConfig';
export {
  countOpeningRequest,
  openingRequestParts,
  openingRequestPartsOf,
  sameButTypedMemory,
  withoutTypedMemory,
  openingToolDeclarations,
  type OpeningRequestCount,
  type OpeningRequestPart,
} from './openingRequest';
