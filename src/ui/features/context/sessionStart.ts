/** Reading the session-start snapshot stored in `config.context.sessionStart`. */
import type { PromptInput } from '../../../core';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored PromptInput, or a message saying why it cannot be used. */
export function parseSessionStart(json: string): { input: PromptInput } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { error: 'The stored session start is not valid JSON.' };
  }
  if (
    !isRecord(value) ||
    typeof value['model'] !== 'string' ||
    typeof value['approvalMode'] !== 'string' ||
    !Array.isArray(value['tools']) ||
    !Array.isArray(value['skills']) ||
    !isRecord(value['env']) ||
    !isRecord(value['files'])
  ) {
    return { error: 'The stored session start is not a prompt configuration.' };
  }
  return { input: value as unknown as PromptInput };
}
