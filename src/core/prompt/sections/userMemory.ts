/**
 * The user-memory block: `''` for undefined, empty or whitespace-only memory, otherwise
 * `\n---\n\n` followed by the trimmed memory.
 */
export function renderUserMemory(memory?: string): string {
  if (!memory || memory.trim() === '') return '';
  return `\n---\n\n${memory.trim()}`;
}
