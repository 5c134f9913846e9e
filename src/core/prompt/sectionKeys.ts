import { isReleaseVersion } from './cliVersion';
import type { CliVersion } from './cliVersion';

/**
 * The eleven section toggle keys of the 2026-02 CLI, spelled as its env vars spell them after
 * `GEMINI_PROMPT_`. This list drives the 2026-02 toggles, tests and the env export; use
 * {@link sectionKeysFor} where the CLI version varies.
 */
export const SECTION_KEYS = [
  'PREAMBLE',
  'COREMANDATES',
  'AGENTCONTEXTS',
  'AGENTSKILLS',
  'HOOKCONTEXT',
  'PRIMARYWORKFLOWS',
  'PLANNINGWORKFLOW',
  'OPERATIONALGUIDELINES',
  'SANDBOX',
  'GIT',
  'FINALREMINDER',
] as const;

/**
 * The twelve toggle keys of the current CLI (v0.61), in the order its prompt emits them: the
 * 2026-02 keys with `INTERACTIVEYOLOMODE` (new) after the operational guidelines.
 * `FINALREMINDER` only reaches the legacy family; the task tracker and the memory have no
 * toggle (gemini-cli packages/core/src/prompts/promptProvider.ts).
 */
export const CURRENT_SECTION_KEYS: readonly SectionKey[] = SECTION_KEYS.flatMap((key) =>
  key === 'OPERATIONALGUIDELINES' ? [key, 'INTERACTIVEYOLOMODE' as const] : [key],
);

/** A section toggle key of either CLI version. */
export type SectionKey = (typeof SECTION_KEYS)[number] | 'INTERACTIVEYOLOMODE';

/** The toggle keys a CLI version reads, in its emission order. */
export function sectionKeysFor(version: CliVersion | undefined): readonly SectionKey[] {
  return isReleaseVersion(version) ? CURRENT_SECTION_KEYS : SECTION_KEYS;
}

const SECTION_TITLES = {
  PREAMBLE: 'Preamble',
  COREMANDATES: 'Core Mandates',
  AGENTCONTEXTS: 'Agent Contexts',
  AGENTSKILLS: 'Agent Skills',
  HOOKCONTEXT: 'Hook Context',
  PRIMARYWORKFLOWS: 'Primary Workflows',
  PLANNINGWORKFLOW: 'Planning Workflow',
  OPERATIONALGUIDELINES: 'Operational Guidelines',
  INTERACTIVEYOLOMODE: 'Autonomous Mode (YOLO)',
  SANDBOX: 'Sandbox',
  GIT: 'Git Repository',
  FINALREMINDER: 'Final Reminder',
} as const satisfies Record<SectionKey, string>;

/** The env var that toggles a section, e.g. `GIT` → `GEMINI_PROMPT_GIT`. */
export function sectionEnvVar(key: SectionKey): string {
  return `GEMINI_PROMPT_${key}`;
}

/** Human-readable title of a section for the UI (e.g. `COREMANDATES` → `Core Mandates`). */
export function sectionTitle(key: SectionKey): string {
  return SECTION_TITLES[key];
}

/**
 * True when `value` is a section key of any version (case-sensitive, upper case); pass a
 * version to accept only the keys that version reads.
 */
export function isSectionKey(value: string, version?: CliVersion): value is SectionKey {
  const keys: readonly string[] = version ? sectionKeysFor(version) : CURRENT_SECTION_KEYS;
  return keys.includes(value);
}
