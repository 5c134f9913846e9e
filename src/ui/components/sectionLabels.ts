/** Display names for the parts of a rendered prompt (its section spans). */
import {
  importedPartTitle,
  isSectionKey,
  sectionEnvVar,
  sectionTitle,
  type SectionSpan,
} from '../../core';

/** The key of one part of the rendered prompt: a section, the memory or a custom template. */
export type PromptPartKey = SectionSpan['key'];

/** Human-readable name of a part, e.g. `COREMANDATES` → `Core Mandates`. */
export function promptPartTitle(key: string): string {
  if (key === 'USER_MEMORY') return 'User memory (GEMINI.md)';
  if (key === 'CUSTOM_TEMPLATE') return 'Custom template (system.md)';
  // Imported prompts' span ids: `HEADING:…`, repeats (`GIT~2`), the CLI's newer sections.
  return isSectionKey(key) ? sectionTitle(key) : importedPartTitle(key);
}

/** What removing the part takes: the section's env var, or the place to clear it. */
export function promptPartSwitch(key: string): string {
  if (key === 'USER_MEMORY') return 'clear the user memory';
  if (key === 'CUSTOM_TEMPLATE') return 'turn GEMINI_SYSTEM_MD off';
  return isSectionKey(key) ? `${sectionEnvVar(key)}=0` : 'switch it off under Imported parts';
}
