import type { Part } from '../../content';

/** What one hook returned: its name and the `additionalContext` it asks to add. */
export interface HookContextOutput {
  hookName: string;
  additionalContext: string;
  /** A disabled hook is kept in the list but adds nothing. */
  enabled?: boolean;
}

/** The combined `additionalContext` of the enabled hooks, one per line (`''` when none). */
export function combineHookContext(outputs: readonly HookContextOutput[]): string {
  return outputs
    .filter((output) => output.enabled !== false && output.additionalContext !== '')
    .map((output) => output.additionalContext)
    .join('\n');
}

/**
 * The CLI's BeforeAgent hooks (`<hook_context>`): their context is appended to the user request as one
 * more text part, `<hook_context>…</hook_context>`, after everything else in the request.
 */
export function applyBeforeAgentHooks(
  userParts: readonly Part[],
  outputs: readonly HookContextOutput[],
): Part[] {
  const context = combineHookContext(outputs);
  if (context === '') return [...userParts];
  return [...userParts, { text: `<hook_context>${context}</hook_context>` }];
}

/**
 * The CLI's AfterTool hooks (`<hook_context>`): their context is appended to the tool result, after a
 * blank line, as `<hook_context>…</hook_context>`. A string `output` gets it appended; any
 * other response gets an `output` built from its JSON first.
 */
export function applyAfterToolHooks(
  functionResponsePart: Part,
  outputs: readonly HookContextOutput[],
): Part {
  const context = combineHookContext(outputs);
  const response = functionResponsePart.functionResponse;
  if (context === '' || !response) return functionResponsePart;
  const suffix = `\n\n<hook_context>${context}</hook_context>`;
  const body = response.response;
  let next: Record<string, unknown>;
  if (typeof body === 'string') next = { output: body + suffix };
  else if (body && typeof body['output'] === 'string')
    next = { ...body, output: body['output'] + suffix };
  else next = { ...(body ?? {}), output: (body ? JSON.stringify(body) : '') + suffix };
  return { ...functionResponsePart, functionResponse: { ...response, response: next } };
}
