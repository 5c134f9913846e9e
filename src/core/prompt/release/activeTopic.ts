/** The `[Active Topic: …]` suffix the provider appends after sanitising (promptProvider.js). */
import { sanitizeInlineValue } from '../current/provider';
import type { PromptInput } from '../types';

/**
 * `\n\n[Active Topic: …]` when narration is on and a topic is set, else `''`. The topic has
 * `\n` turned into spaces and `]` removed.
 */
export function activeTopicSuffix(
  input: Pick<PromptInput, 'topicUpdateNarration' | 'activeTopic'>,
): string {
  if (!input.topicUpdateNarration || !input.activeTopic) return '';
  return `\n\n[Active Topic: ${sanitizeInlineValue(input.activeTopic)}]`;
}
