/** Placeholder helpers for a custom system.md editor (highlighting, completion, fixes). */
import { toolNamePattern } from './substitutions';

/** A variable a custom template may use. */
export interface TemplateVariable {
  name: string;
  placeholder: string;
  description: string;
}

/** A `${…}` occurrence in a template and whether the CLI would replace it. */
export interface TemplatePlaceholder {
  start: number;
  end: number;
  name: string;
  resolved: boolean;
  suggestion?: string;
}

const FIXED_VARIABLES: readonly TemplateVariable[] = [
  {
    name: 'AgentSkills',
    placeholder: '${AgentSkills}',
    description: 'the Available Agent Skills block, or nothing when there are no skills',
  },
  {
    name: 'SubAgents',
    placeholder: '${SubAgents}',
    description: 'the sub-agent directory text',
  },
  {
    name: 'AvailableTools',
    placeholder: '${AvailableTools}',
    description: 'one "- name" line per registered tool',
  },
];

/** Every variable the CLI substitutes for this registry, fixed ones first, for completion. */
export function TEMPLATE_VARIABLES(tools: readonly string[]): TemplateVariable[] {
  return [
    ...FIXED_VARIABLES,
    ...tools.map((tool) => ({
      name: `${tool}_ToolName`,
      placeholder: `\${${tool}_ToolName}`,
      description: `the tool name ${tool}`,
    })),
  ];
}

function matchesToolPattern(placeholder: string, tools: readonly string[]): boolean {
  return tools.some((tool) => {
    try {
      return toolNamePattern(tool).test(placeholder);
    } catch {
      return false;
    }
  });
}

function suggestFor(name: string, tools: readonly string[]): string | undefined {
  const fixed = FIXED_VARIABLES.find((v) => v.name.toLowerCase() === name.toLowerCase());
  if (fixed) return fixed.placeholder;
  const oldStyle = /^ToolName_(.+)$/i.exec(name);
  const toolPart = oldStyle?.[1] ?? /^(.+)_ToolName$/i.exec(name)?.[1];
  if (toolPart === undefined) return undefined;
  const tool = tools.find((t) => t.toLowerCase() === toolPart.toLowerCase()) ?? toolPart;
  const suggestion = `\${${tool}_ToolName}`;
  return suggestion === `\${${name}}` ? undefined : suggestion;
}

/**
 * Finds every `${name}` in a template (single line, no nested braces), marks whether the
 * CLI would substitute it with this registry, and suggests a fix for common mistakes
 * (`${ToolName_read_file}` → `${read_file_ToolName}`, wrong casing).
 */
export function findTemplatePlaceholders(
  template: string,
  options: { tools: readonly string[] },
): TemplatePlaceholder[] {
  const found: TemplatePlaceholder[] = [];
  for (const match of template.matchAll(/\$\{([^{}\n]*)\}/g)) {
    const name = match[1] ?? '';
    const start = match.index;
    const resolved =
      FIXED_VARIABLES.some((v) => v.name === name) || matchesToolPattern(match[0], options.tools);
    const suggestion = resolved ? undefined : suggestFor(name, options.tools);
    found.push({
      start,
      end: start + match[0].length,
      name,
      resolved,
      ...(suggestion ? { suggestion } : {}),
    });
  }
  return found;
}
