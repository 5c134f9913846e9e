/** Public API of the exports to the real CLI: system.md, shell lines and the API request. */
export { toPromptInput } from './toPromptInput';
export { toEnvironmentInput } from './toEnvironmentInput';
export {
  discoverPlaygroundMemory,
  playgroundMemoryOf,
  resolvePlaygroundMemory,
} from './playgroundMemory';
export { buildSystemMdExport, type SystemMdExport } from './systemMdExport';
export { buildShellExport, type ShellExport } from './shellExport';
export { quotePosix, quotePowerShell, type ExportShell } from './shellQuote';
export {
  buildGeminiRequestExport,
  type GeminiRequestBody,
  type GeminiRequestExport,
} from './requestExport';
export {
  resolveCurrentMemory,
  type CurrentMemoryPlacement,
  type TierOneMemory,
} from './currentMemory';
