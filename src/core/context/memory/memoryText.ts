import type { MemoryDiscoveryResult } from './memoryDiscovery';

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

/** Which memory goes where, with and without JIT context. */
export interface MemoryPlacement {
  /** Passed to the system prompt (`userMemory`, or the global memory under JIT context). */
  systemMemory: string;
  /** The environment memory in the first user message (`''` unless JIT context is on). */
  environmentMemory: string;
}

/**
 * Places discovered memory. Without JIT context every file goes into the user memory of the
 * system prompt. With JIT context the system prompt gets only the global `~/.gemini` files
 * and the project files move into the environment memory of the first message.
 */
export function placeMemory(result: MemoryDiscoveryResult, jitContext: boolean): MemoryPlacement {
  if (!jitContext) return { systemMemory: result.memoryText, environmentMemory: '' };
  const blocksOf = (global: boolean): string =>
    joinMemoryBlocks(
      result.files
        .filter((file) => (file.scope === 'global') === global)
        .map((file) => formatMemoryBlock(file.relativePath, file.content))
        .filter((block): block is string => block !== null),
    );
  return { systemMemory: blocksOf(true), environmentMemory: blocksOf(false) };
}
