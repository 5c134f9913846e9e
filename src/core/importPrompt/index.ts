/** Public API of imported system prompts: splitting, toggling, comparing, input checks. */
export {
  splitSystemPrompt,
  importedPartTitle,
  type ImportedSpan,
  type SplitSystemPrompt,
} from './splitSystemPrompt';
export {
  sectionForHeading,
  extraPartTitle,
  type ImportedSectionKey,
  type ImportedPartKey,
} from './headings';
export type { PromptVersionGuess } from './promptVersion';
export {
  toggleImportedText,
  splitImportedText,
  rememberSplit,
  isSplitKnown,
  importedPromptWarnings,
  renderImportedPrompt,
  activeImportedPrompt,
  type ToggledImportedText,
} from './importedPrompt';
export { compareImportedWithModeled, type PromptComparisonRow } from './comparePrompts';
export {
  checkImportedPromptText,
  checkImportedFileSize,
  MAX_IMPORTED_PROMPT_CHARS,
  MAX_IMPORTED_PROMPT_BYTES,
  type ImportCheck,
} from './checkImport';
