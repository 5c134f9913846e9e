/**
 * The Gemini CLI prompt and first message of any whole configuration (a snapshot, a side of
 * a comparison), memoised per configuration object: snapshots never change, so each renders
 * once.
 */
import {
  environmentMessageText,
  toPromptInput,
  type PlaygroundState,
  type RenderedPrompt,
} from '../../core';
import { isWaitingForWording, renderPromptSafely } from './renderPromptSafely';

/** The first user message's text, or why it could not be built. */
export interface FirstMessage {
  text: string;
  error: string | null;
}

/** The environment-context message the CLI opens a chat with, for these settings. */
export function firstMessageOf(
  config: Pick<PlaygroundState, 'gemini' | 'workspace' | 'environment'>,
): FirstMessage {
  try {
    return { text: environmentMessageText(config), error: null };
  } catch (error) {
    return { text: '', error: error instanceof Error ? error.message : String(error) };
  }
}

const prompts = new WeakMap<PlaygroundState, RenderedPrompt>();
const messages = new WeakMap<PlaygroundState, FirstMessage>();

/** The rendered Gemini CLI system prompt of `config` (never throws). */
export function systemPromptOf(config: PlaygroundState): RenderedPrompt {
  let rendered = prompts.get(config);
  if (!rendered) {
    rendered = renderPromptSafely(() => toPromptInput(config));
    if (!isWaitingForWording(rendered)) prompts.set(config, rendered);
  }
  return rendered;
}

/** The first message of `config`, memoised like {@link systemPromptOf}. */
export function memoFirstMessageOf(config: PlaygroundState): FirstMessage {
  let message = messages.get(config);
  if (!message) {
    message = firstMessageOf(config);
    messages.set(config, message);
  }
  return message;
}
