import type { PromptWarningCode } from '../../../core';

/**
 * What kind of problem each warning is, in a sentence for the warnings tab (the codes are
 * the core's identifiers, not words for the page).
 */
export const WARNING_KINDS: Readonly<Record<PromptWarningCode, string>> = {
  'unresolved-placeholder': 'A template placeholder the CLI leaves as written.',
  'replacement-pattern': 'A value the CLI’s text replacement would rewrite.',
  'regex-tool-name': 'A tool name that acts as a pattern when the CLI substitutes it.',
  'toggle-ignored-in-custom': 'A section switch a custom system prompt makes pointless.',
  'toggle-value-not-disabling': 'A section switch whose value does not turn the section off.',
  'unknown-section-toggle': 'A variable that looks like a section switch but is not one.',
  'switch-like-path': 'A value read as a file path, not as a switch.',
  'write-target-is-template': 'The written prompt would overwrite its own template.',
  'empty-result': 'The CLI would send an empty system prompt.',
  'imported-unmapped': 'Part of the imported prompt matches no section the CLI writes.',
  'imported-not-cli': 'The imported text does not look like a Gemini CLI prompt.',
};
