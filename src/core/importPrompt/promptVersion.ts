/**
 * Which Gemini CLI a prompt looks like it came from: the 2026-02 pipeline (4a6e3eb646) or the
 * current one (v0.56–v0.61, modern `snippets.ts` or legacy `snippets.legacy.ts` family).
 */
import { isContextualInstructionsHeading, sectionForHeading } from './headings';
import type { PromptFamily } from '../prompt/types';
import type { PromptScan, ScannedHeading } from './scanLines';

/** A guess with the facts it rests on, in words a user can check against the text. */
export interface PromptVersionGuess {
  cli: '2026-02' | 'current' | 'unknown';
  /** For `current`: the modern (Gemini 3, custom models) or legacy (Gemini 2.x) family. */
  family: PromptFamily | null;
  evidence: string[];
}

const MODERN_SUBHEADINGS = [
  'development lifecycle',
  'engineering standards',
  'security & system integrity',
  'context efficiency:',
  'planning workflow',
];

function has(headings: readonly ScannedHeading[], level: number, title: string): boolean {
  return headings.some((h) => h.level === level && h.title.toLowerCase() === title);
}

/** Reads the version markers; only headings outside fenced code count. */
export function guessPromptVersion(text: string, scan: PromptScan): PromptVersionGuess {
  const { headings } = scan;
  const current: string[] = [];
  const modern: string[] = [];
  const older: string[] = [];
  const contextual = headings.find(
    (h) => h.level === 1 && isContextualInstructionsHeading(h.title),
  );
  if (contextual) current.push(`memory under a "# ${contextual.title}" heading`);
  if (scan.loadedContext.length > 0) current.push('memory in a <loaded_context> block');
  if (/\n\[Active Topic: [^\n]*\]\s*$/.test(text.slice(-2_000)))
    current.push('a trailing [Active Topic: …] line');
  if (has(headings, 1, 'available sub-agents'))
    current.push('a top-level "# Available Sub-Agents"');
  if (has(headings, 1, 'autonomous mode (yolo)')) current.push('"# Autonomous Mode (YOLO)"');
  if (has(headings, 1, 'task management protocol')) current.push('"# TASK MANAGEMENT PROTOCOL"');
  for (const title of MODERN_SUBHEADINGS) {
    const found = headings.find((h) => h.level === 2 && h.title.toLowerCase() === title);
    if (found) modern.push(`"## ${found.title}"`);
  }
  if (scan.subagentList.length > 0) modern.push('an <available_subagents> list');
  if (has(headings, 2, 'available sub-agents'))
    older.push('sub-agents under "## Available Sub-Agents"');
  if (has(headings, 1, 'final reminder')) older.push('"# Final Reminder"');
  if (has(headings, 1, 'outside of sandbox')) older.push('"# Outside of Sandbox"');
  if (has(headings, 2, 'software engineering tasks')) older.push('"## Software Engineering Tasks"');

  if (current.length > 0 || modern.length > 0) {
    const family = modern.length > 0 || older.length === 0 ? 'modern' : 'legacy';
    const evidence = [...current, ...modern];
    if (family === 'legacy') evidence.push(...older.map((e) => `${e} (legacy family)`));
    return { cli: 'current', family, evidence };
  }
  const sections = headings.filter((h) => h.level === 1 && sectionForHeading(h.title) !== null);
  if (older.length > 0 || sections.length > 0) {
    const evidence = older.length > 0 ? older : sections.map((h) => `"# ${h.title}"`);
    evidence.push(
      'no marker of the current CLI (Contextual Instructions, <loaded_context>, topic line)',
    );
    return { cli: '2026-02', family: null, evidence };
  }
  return {
    cli: 'unknown',
    family: null,
    evidence: ['no heading the Gemini CLI emits'],
  };
}
