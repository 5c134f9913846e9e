/** The last steps every CLI version shares (gemini-cli packages/core/src/prompts/promptProvider.ts). */

/**
 * The CLI's `renderFinalShell` with the memory block already rendered (each version renders
 * memory its own way): `` `\n${base.trim()}\n\n${memoryBlock}\n`.trim() ``.
 */
export function joinFinalShell(basePrompt: string, memoryBlock: string): string {
  return `\n${basePrompt.trim()}\n\n${memoryBlock}\n`.trim();
}

/** The CLI's final sanitiser: every run of three or more `\n` becomes exactly two. */
export function sanitizePromptNewlines(text: string): string {
  return text.replace(/\n{3,}/g, '\n\n');
}
