/** From the playground state to the first message's (environment context) input. */
import { getInitialChatHistory } from '../environment/environmentContext';
import type { EnvironmentInput } from '../environment/environmentInput';
import type { PlaygroundState } from '../state/playgroundState';
import { playgroundMemoryOf } from './playgroundMemory';

/**
 * The environment slice plus the platform and workspace files, as one {@link EnvironmentInput}.
 * The environment memory follows the memory source: the typed text or the discovered project
 * GEMINI.md files, and only when JIT context is on.
 */
export function toEnvironmentInput(
  state: Pick<PlaygroundState, 'gemini' | 'workspace' | 'environment'>,
): EnvironmentInput {
  const { environment } = state;
  return {
    date: environment.date,
    locale: environment.locale,
    platform: state.gemini.platform,
    tempDir: environment.tempDir,
    workspaceDirs: [...environment.workspaceDirs],
    files: state.workspace.files,
    environmentMemory: playgroundMemoryOf(state).environmentMemory,
  };
}

/** The text of the environment-context message the CLI sends as the first user turn. */
export function environmentMessageText(
  state: Pick<PlaygroundState, 'gemini' | 'workspace' | 'environment'>,
): string {
  const [message] = getInitialChatHistory(toEnvironmentInput(state));
  return message?.parts?.map((part) => part.text ?? '').join('') ?? '';
}
