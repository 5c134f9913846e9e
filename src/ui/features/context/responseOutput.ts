/** The text a function response carries: its `output` string, else its JSON. */
export function responseOutput(response: unknown): string {
  if (typeof response === 'string') return response;
  if (typeof response === 'object' && response !== null) {
    const output = (response as Record<string, unknown>)['output'];
    return typeof output === 'string' ? output : JSON.stringify(response);
  }
  return '';
}
