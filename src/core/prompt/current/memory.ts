/**
 * User memory as the release's provider reads it (dist/src/prompts/promptProvider.js): the
 * context file names and whether the object form has content (the release's own
 * `renderUserMemory` renders the block).
 */
import type { HierarchicalMemory, UserMemory } from '../types';

/** The context file name used when none is configured. */
export const DEFAULT_CONTEXT_FILENAME = 'GEMINI.md';

/** `contextFilenames`, or `['GEMINI.md']` when absent or empty. */
export function contextFilenamesOf(names: readonly string[] | undefined): string[] {
  return names && names.length > 0 ? [...names] : [DEFAULT_CONTEXT_FILENAME];
}

/** True for the object form. */
export function isHierarchicalMemory(memory: UserMemory | undefined): memory is HierarchicalMemory {
  return typeof memory === 'object' && memory !== null;
}

function filled(text: string | undefined): text is string {
  return text !== undefined && text.trim() !== '';
}

/** `hasHierarchicalMemory`: object memory whose global, extension or project part has content. */
export function hasHierarchicalMemory(memory: UserMemory | undefined): boolean {
  return (
    isHierarchicalMemory(memory) &&
    [memory.global, memory.extension, memory.project].some((part) => filled(part))
  );
}

/**
 * Memory as one string, for the 2026-02 pipeline (which only takes a string): an object's
 * parts, trimmed, in the order global, extension, project, private project, a blank line apart.
 */
export function userMemoryText(memory: UserMemory | undefined): string {
  if (!isHierarchicalMemory(memory)) return memory ?? '';
  return [memory.global, memory.extension, memory.project, memory.userProjectMemory]
    .filter(filled)
    .map((part) => part.trim())
    .join('\n\n');
}
