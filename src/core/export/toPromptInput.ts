/** From the playground state to the prompt pipeline's input. */
import type { PromptInput } from '../prompt/types';
import type { PlaygroundState } from '../state/playgroundState';

/** The Gemini settings plus the shared workspace files, as one {@link PromptInput}. */
export function toPromptInput(state: PlaygroundState): PromptInput {
  const { gemini, workspace } = state;
  return {
    ...gemini,
    tools: [...gemini.tools],
    skills: gemini.skills.map((skill) => ({ ...skill })),
    env: { ...gemini.env },
    files: { ...workspace.files },
  };
}
