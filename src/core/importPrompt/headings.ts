/**
 * The top-level headings the Gemini CLI emits, mapped to the section they open. Two sources:
 * the 2026-02 pipeline (gemini-cli packages/core/src/prompts/snippets.ts at 4a6e3eb646) and
 * the current one, v0.56–v0.61 (snippets.ts and snippets.legacy.ts of the published packages;
 * docs/README.md).
 */
import type { SectionKey } from '../prompt/sectionKeys';

/**
 * A section an imported prompt can hold: ours, plus the current CLI's task tracker
 * (no env toggle) and its interactive YOLO section (`GEMINI_PROMPT_INTERACTIVEYOLOMODE`).
 */
export type ImportedSectionKey = SectionKey | 'INTERACTIVEYOLOMODE' | 'TASKTRACKER';

/** What a span of an imported prompt is: a section, the user memory or the topic line. */
export type ImportedPartKey = ImportedSectionKey | 'USER_MEMORY' | 'ACTIVE_TOPIC';

/** Lower-cased heading text → section. Headings are matched case-insensitively. */
const HEADING_KEYS: ReadonlyMap<string, ImportedSectionKey> = new Map([
  ['core mandates', 'COREMANDATES'],
  ['available sub-agents', 'AGENTCONTEXTS'],
  ['available agent skills', 'AGENTSKILLS'],
  ['hook context', 'HOOKCONTEXT'],
  ['primary workflows', 'PRIMARYWORKFLOWS'],
  ['active approval mode: plan', 'PLANNINGWORKFLOW'],
  ['task management protocol', 'TASKTRACKER'],
  ['operational guidelines', 'OPERATIONALGUIDELINES'],
  ['autonomous mode (yolo)', 'INTERACTIVEYOLOMODE'],
  ['macos seatbelt', 'SANDBOX'],
  ['sandbox', 'SANDBOX'],
  ['outside of sandbox', 'SANDBOX'],
  ['git repository', 'GIT'],
  ['final reminder', 'FINALREMINDER'],
]);

/** The current CLI's memory heading: `# Contextual Instructions (<context file names>)`. */
const CONTEXTUAL_INSTRUCTIONS = /^contextual instructions\s*\(.*\)$/i;

/** Emission order of both families (the workflow slot holds planning or primary). */
const SECTION_RANK: Record<ImportedSectionKey, number> = {
  PREAMBLE: 0,
  COREMANDATES: 1,
  AGENTCONTEXTS: 2,
  AGENTSKILLS: 3,
  HOOKCONTEXT: 4,
  PLANNINGWORKFLOW: 5,
  PRIMARYWORKFLOWS: 5,
  TASKTRACKER: 6,
  OPERATIONALGUIDELINES: 7,
  INTERACTIVEYOLOMODE: 8,
  SANDBOX: 9,
  GIT: 10,
  FINALREMINDER: 11,
};

const EXTRA_TITLES: Record<string, string> = {
  INTERACTIVEYOLOMODE: 'Autonomous Mode (YOLO)',
  TASKTRACKER: 'Task Tracker',
  USER_MEMORY: 'User memory',
  ACTIVE_TOPIC: 'Active topic',
};

/** The section a top-level heading's text opens, or null when the CLI emits no such heading. */
export function sectionForHeading(heading: string): ImportedSectionKey | null {
  return HEADING_KEYS.get(heading.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
}

/** True for the current CLI's `Contextual Instructions (…)` memory heading. */
export function isContextualInstructionsHeading(heading: string): boolean {
  return CONTEXTUAL_INSTRUCTIONS.test(heading.trim());
}

/** Position of a section in the CLI's emission order (sandbox variants share one slot). */
export function sectionRank(key: ImportedSectionKey): number {
  return SECTION_RANK[key];
}

/** Title of a key that is not one of our section keys (`TASKTRACKER` → `Task Tracker`). */
export function extraPartTitle(key: string): string | null {
  return EXTRA_TITLES[key] ?? null;
}
