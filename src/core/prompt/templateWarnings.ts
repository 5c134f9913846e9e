/** Warnings about what substitution does to a custom system.md. */
import { formatAvailableTools, skillsBlock, type SubstitutionContext } from './substitutions';
import { findTemplatePlaceholders } from './templatePlaceholders';
import type { PromptWarning } from './types';

const REPLACEMENT_PATTERN = /\$[$&`']/;
const REGEX_METACHARACTERS = /[.*+?^${}()|[\]\\]/;

function unresolvedWarnings(template: string, tools: readonly string[]): PromptWarning[] {
  const seen = new Set<string>();
  const warnings: PromptWarning[] = [];
  for (const placeholder of findTemplatePlaceholders(template, { tools })) {
    if (placeholder.resolved || seen.has(placeholder.name)) continue;
    seen.add(placeholder.name);
    warnings.push({
      code: 'unresolved-placeholder',
      message: `\${${placeholder.name}} is not a variable the CLI replaces here; it stays in the prompt verbatim.`,
      ...(placeholder.suggestion ? { fix: `Use ${placeholder.suggestion}.` } : {}),
    });
  }
  return warnings;
}

function replacementPatternWarnings(
  template: string,
  context: SubstitutionContext,
): PromptWarning[] {
  const inserted: [string, string][] = [
    ['${AgentSkills}', skillsBlock(context)],
    ['${SubAgents}', context.agentDirectoryContext],
    ['${AvailableTools}', formatAvailableTools(context.tools)],
  ];
  return inserted
    .filter(
      ([placeholder, value]) => template.includes(placeholder) && REPLACEMENT_PATTERN.test(value),
    )
    .map(([placeholder, value]) => ({
      code: 'replacement-pattern' as const,
      message: `The value inserted for ${placeholder} contains "${REPLACEMENT_PATTERN.exec(value)?.[0]}", which String.replace interprets ($& is the match, $$ a single $, $\` and $' the text around it).`,
      fix: 'Avoid "$&", "$$", "$`" and "$\'" in skill descriptions, sub-agent text and tool names.',
    }));
}

function regexToolNameWarnings(tools: readonly string[]): PromptWarning[] {
  return tools
    .filter((name) => REGEX_METACHARACTERS.test(name))
    .map((name) => ({
      code: 'regex-tool-name' as const,
      message: `Tool name "${name}" is used unescaped in a regular expression when the CLI substitutes \${${name}_ToolName}: metacharacters change what matches (a "." matches any character) or break the pattern.`,
      fix: 'Rename the tool to letters, digits and underscores.',
    }));
}

/** Unresolved placeholders, `$&`-style patterns in inserted values and regex-like tool names. */
export function templateWarnings(template: string, context: SubstitutionContext): PromptWarning[] {
  return [
    ...unresolvedWarnings(template, context.tools),
    ...replacementPatternWarnings(template, context),
    ...regexToolNameWarnings(context.tools),
  ];
}
