/**
 * One memory file as the CLI's `concatenateInstructions` wraps it: the trimmed content
 * between `--- Context from: <path> ---` and `--- End of Context from: <path> ---`;
 * `null` for a file whose content is empty after trimming (it is left out).
 */
export function formatMemoryBlock(relativePath: string, content: string): string | null {
  const trimmed = content.trim();
  if (trimmed.length === 0) return null;
  return `--- Context from: ${relativePath} ---\n${trimmed}\n--- End of Context from: ${relativePath} ---`;
}

/** Memory blocks are separated by one blank line. */
export function joinMemoryBlocks(blocks: readonly string[]): string {
  return blocks.join('\n\n');
}
