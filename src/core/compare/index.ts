/** Public API of comparisons: two prompts section by section, their shared prefix, settings. */
export type {
  ComparedPresence,
  ComparedSection,
  CountedPrompt,
  PrefixFigures,
  PromptComparison,
} from './promptComparison';
export { comparePrompts, firstDifference, prefixHead } from './promptComparison';
export {
  SUMMARY_SECTIONS,
  formatDelta,
  formatTokens,
  summarizeComparison,
} from './comparisonSummary';
export type { SettingDifference } from './configDiff';
export { describeConfigDifferences } from './configDiff';
export type { PromptPoint } from './sectionBreaks';
export { sectionBreakPoints } from './sectionBreaks';
export type { DescribedSide } from './sideDifferences';
export { describeSideDifferences } from './sideDifferences';
export { cliVersionName } from './versionDiff';
export type { ReleaseNote, SectionedText, SectionTextChange, TextHunk } from './releaseNotes';
export { charChanges, diffSections, releaseNotes, sectionTexts } from './releaseNotes';
