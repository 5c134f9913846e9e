/** From the playground state to the first message's (environment context) input. */
import { isReleaseVersion } from '../prompt/cliVersion';
import { getInitialChatHistory } from '../environment/environmentContext';
import type { EnvironmentInput } from '../environment/environmentInput';
import type { PlaygroundState } from '../state/playgroundState';
import { resolveCurrentMemory } from './currentMemory';
import { playgroundMemoryOf } from './playgroundMemory';

/**
 * The environment slice plus the platform and workspace files, as one {@link EnvironmentInput}.
 * 2026-02: the environment memory follows the memory source (the typed text or the discovered
 * project GEMINI.md files), and only when JIT context is on. Current CLI (v0.61): the input
 * carries `session`, the directory-tree setting and the Tier-2 memory of `<session_context>`.
 */
export function toEnvironmentInput(
  state: Pick<PlaygroundState, 'gemini' | 'workspace' | 'environment'>,
): EnvironmentInput {
  const { environment, gemini, workspace } = state;
  const base = {
    date: environment.date,
    locale: environment.locale,
    platform: gemini.platform,
    tempDir: environment.tempDir,
    workspaceDirs: [...environment.workspaceDirs],
    files: workspace.files,
  };
  if (isReleaseVersion(gemini.cliVersion)) {
    const { session } = resolveCurrentMemory(gemini, workspace.files, environment);
    const { includeDirectoryTree } = environment;
    return { ...base, environmentMemory: '', session: { includeDirectoryTree, memory: session } };
  }
  return { ...base, environmentMemory: playgroundMemoryOf(state).environmentMemory };
}

/** The text of the environment-context message the CLI sends as the first user turn. */
export function environmentMessageText(
  state: Pick<PlaygroundState, 'gemini' | 'workspace' | 'environment'>,
): string {
  const [message] = getInitialChatHistory(toEnvironmentInput(state));
  return message?.parts?.map((part) => part.text ?? '').join('') ?? '';
}
