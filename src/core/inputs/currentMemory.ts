/**
 * Where the current CLI (v0.56–0.61) puts memory: Tier 1 (global files, and the private
 * project memory index) in the system prompt via `config.getSystemInstructionMemory()`, Tier 2
 * (extension and project files) in the first message via `config.getSessionMemory()`.
 */
import type { SessionMemory } from '../environment/environmentInput';
import { formatMemoryBlock, joinMemoryBlocks } from '../context/memory/memoryText';
import type { PlaygroundEnvironment, PlaygroundGeminiSettings } from '../state/playgroundState';
import { discoverPlaygroundMemory } from './playgroundMemory';

/** Tier-1 memory as an object: only when a private project memory index is non-empty. */
export interface TierOneMemory {
  global: string;
  userProjectMemory: string;
}

/** The current CLI's two memory destinations. */
export interface CurrentMemoryPlacement {
  /** Passed to the system prompt: a string, or an object when there is private project memory. */
  systemMemory: string | TierOneMemory;
  /** Sent in the first message's `<loaded_context>`. */
  session: SessionMemory;
}

const NO_SESSION_MEMORY: SessionMemory = { extension: '', project: '' };

type MemorySettings = Pick<
  PlaygroundGeminiSettings,
  'cwd' | 'homeDir' | 'env' | 'userMemory' | 'memorySource' | 'memoryForm' | 'memoryParts'
>;

/**
 * The current CLI's memory for a playground configuration. Typed text is Tier-1 global memory;
 * typed parts go to their tier; discovered GEMINI.md files split into global (Tier 1) and
 * project (Tier 2) files.
 */
export function resolveCurrentMemory(
  gemini: MemorySettings,
  files: Record<string, string>,
  environment: Pick<PlaygroundEnvironment, 'workspaceDirs'>,
): CurrentMemoryPlacement {
  if (gemini.memorySource === 'discovered') {
    const discovered = discoverPlaygroundMemory(gemini, files, environment.workspaceDirs);
    const blocksOf = (global: boolean): string =>
      joinMemoryBlocks(
        discovered.files
          .filter((file) => (file.scope === 'global') === global)
          .map((file) => formatMemoryBlock(file.relativePath, file.content))
          .filter((block): block is string => block !== null),
      );
    return { systemMemory: blocksOf(true), session: { extension: '', project: blocksOf(false) } };
  }
  if (gemini.memoryForm === 'text') {
    return { systemMemory: gemini.userMemory, session: NO_SESSION_MEMORY };
  }
  const { global, extension, project, userProjectMemory } = gemini.memoryParts;
  return {
    systemMemory: userProjectMemory.trim() ? { global, userProjectMemory } : global,
    session: { extension, project },
  };
}
