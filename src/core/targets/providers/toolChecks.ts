import type { ClaudeToolDefinition, ProviderId } from './types';

/** Tool-name rules of each API: OpenAI `^[a-zA-Z0-9_-]{1,64}$`; Gemini also allows `.` and `:`. */
const NAME_RULES: Record<ProviderId, { pattern: RegExp; rule: string }> = {
  claude: { pattern: /^[a-zA-Z0-9_-]{1,64}$/, rule: 'letters, digits, _ and -, at most 64' },
  gemini: {
    pattern: /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$/,
    rule: 'a letter or _ first, then letters, digits, _ . : -, at most 64',
  },
  openai: { pattern: /^[a-zA-Z0-9_-]{1,64}$/, rule: 'letters, digits, _ and -, at most 64' },
};

/** Problems a provider would reject: invalid or duplicate tool names, non-object schemas. */
export function providerToolIssues(
  provider: ProviderId,
  tools: readonly ClaudeToolDefinition[],
): string[] {
  const issues: string[] = [];
  const seen = new Set<string>();
  const { pattern, rule } = NAME_RULES[provider];
  for (const t of tools) {
    if (!pattern.test(t.name))
      issues.push(`Tool name "${t.name}" breaks the ${provider} naming rule (${rule}).`);
    if (seen.has(t.name)) issues.push(`Tool name "${t.name}" is advertised twice.`);
    seen.add(t.name);
    if (t.input_schema['type'] !== 'object') {
      issues.push(`Tool "${t.name}" needs an input schema of type "object".`);
    }
  }
  return issues;
}
