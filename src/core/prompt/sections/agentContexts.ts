/**
 * The sub-agent directory text, emitted as given (trimmed) with no heading of its own;
 * an empty string renders nothing.
 */
export function renderAgentContexts(contexts?: string): string {
  if (contexts === undefined) return '';
  return contexts.trim();
}
