/**
 * The eleven section toggle keys, spelled as the Gemini CLI's env vars spell them after
 * `GEMINI_PROMPT_` (behaviour doc §b). This one list drives toggles, tests and the env export.
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

/** One of {@link SECTION_KEYS}. */
export type SectionKey = (typeof SECTION_KEYS)[number];

const SECTION_TITLES = {
  PREAMBLE: 'Preamble',
  COREMANDATES: 'Core Mandates',
  AGENTCONTEXTS: 'Agent Contexts',
  AGENTSKILLS: 'Agent Skills',
  HOOKCONTEXT: 'Hook Context',
  PRIMARYWORKFLOWS: 'Primary Workflows',
  PLANNINGWORKFLOW: 'Planning Workflow',
  OPERATIONALGUIDELINES: 'Operational Guidelines',
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

/** True when `value` is one of the section keys (case-sensitive, upper case). */
export function isSectionKey(value: string): value is SectionKey {
  return (SECTION_KEYS as readonly string[]).includes(value);
}
