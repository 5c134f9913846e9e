import type { MemoryDiscoveryResult } from './memoryDiscovery';
import { formatMemoryBlock, joinMemoryBlocks } from './memoryText';

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
