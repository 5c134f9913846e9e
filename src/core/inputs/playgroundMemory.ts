/** Which memory the playground sends, from typed text or from GEMINI.md discovery. */
import { discoverMemoryFiles, type MemoryDiscoveryResult } from '../context/memory/memoryDiscovery';
import { placeMemory, type MemoryPlacement } from '../context/memory/memoryPlacement';
import type {
  PlaygroundEnvironment,
  PlaygroundGeminiSettings,
  PlaygroundState,
} from '../state/playgroundState';

/** GEMINI.md discovery over the playground's workspace, from the Gemini working directory. */
export function discoverPlaygroundMemory(
  gemini: Pick<PlaygroundGeminiSettings, 'cwd' | 'homeDir' | 'env'>,
  files: Record<string, string>,
  workspaceDirs: readonly string[] = [],
): MemoryDiscoveryResult {
  return discoverMemoryFiles({
    files,
    cwd: gemini.cwd,
    // The CLI's homedir() honours GEMINI_CLI_HOME before the OS home directory.
    homeDir: gemini.env['GEMINI_CLI_HOME'] || gemini.homeDir,
    workspaceDirs,
  });
}

/**
 * The memory for the system prompt and for the environment message. `manual`: the typed
 * `userMemory`, and the typed environment memory when JIT context is on. `discovered`: the
 * GEMINI.md files of the workspace, split by {@link placeMemory}.
 */
export function resolvePlaygroundMemory(
  gemini: Pick<PlaygroundGeminiSettings, 'cwd' | 'homeDir' | 'env' | 'userMemory' | 'memorySource'>,
  files: Record<string, string>,
  environment: Pick<PlaygroundEnvironment, 'jitContext' | 'environmentMemory' | 'workspaceDirs'>,
): MemoryPlacement {
  if (gemini.memorySource !== 'discovered') {
    return {
      systemMemory: gemini.userMemory,
      environmentMemory: environment.jitContext ? environment.environmentMemory : '',
    };
  }
  const discovered = discoverPlaygroundMemory(gemini, files, environment.workspaceDirs);
  return placeMemory(discovered, environment.jitContext);
}

/** {@link resolvePlaygroundMemory} for a whole state. */
export function playgroundMemoryOf(
  state: Pick<PlaygroundState, 'gemini' | 'workspace' | 'environment'>,
): MemoryPlacement {
  return resolvePlaygroundMemory(state.gemini, state.workspace.files, state.environment);
}
