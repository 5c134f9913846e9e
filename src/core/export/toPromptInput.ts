/** From the playground state to the prompt pipeline's input. */
import type { PromptInput } from '../prompt/types';
import type { PlaygroundState } from '../state/playgroundState';
import { playgroundMemoryOf } from './playgroundMemory';

/**
 * The Gemini settings plus the shared workspace files, as one {@link PromptInput}. The user
 * memory follows `gemini.memorySource` (typed, or discovered GEMINI.md files).
 */
export function toPromptInput(
  state: Pick<PlaygroundState, 'gemini' | 'workspace' | 'environment'>,
): PromptInput {
  const { memorySource: _source, ...gemini } = state.gemini;
  const { workspace } = state;
  return {
    ...gemini,
    userMemory: playgroundMemoryOf(state).systemMemory,
    tools: [...gemini.tools],
    skills: gemini.skills.map((skill) => ({ ...skill })),
    env: { ...gemini.env },
    files: { ...workspace.files },
  };
}
