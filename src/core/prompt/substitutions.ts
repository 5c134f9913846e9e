/**
 * Custom-template substitution (gemini-cli packages/core/src/prompts/utils.ts applySubstitutions), with the CLI's quirks kept on purpose:
 * later steps re-scan inserted text, replacements use `String.prototype.replace` semantics
 * (`$&`, `$$`, … are interpreted) and tool names are not regex-escaped.
 */
import { renderAgentSkills } from './sections/agentSkills';
import type { AgentSkill } from './types';

/** What a custom template can pull in. */
export interface SubstitutionContext {
  tools: readonly string[];
  skills: readonly AgentSkill[];
  /** What `${SubAgents}` becomes (2026-02: the directory text; v0.61: the family's list). */
  agentDirectoryContext: string;
  /** The `${AgentSkills}` renderer; default the 2026-02 `renderAgentSkills` (v0.61 passes its family's). */
  renderSkills?: (skills: AgentSkill[]) => string;
}

/** The `${AgentSkills}` value of a context. */
export function skillsBlock(context: SubstitutionContext): string {
  return (context.renderSkills ?? renderAgentSkills)([...context.skills]);
}

/** Text `${AvailableTools}` becomes when no tool is registered. */
export const NO_TOOLS_AVAILABLE_TEXT = 'No tools are currently available.';

/** The `${AvailableTools}` value: `- name` lines, or {@link NO_TOOLS_AVAILABLE_TEXT}. */
export function formatAvailableTools(tools: readonly string[]): string {
  return tools.length > 0 ? tools.map((name) => `- ${name}`).join('\n') : NO_TOOLS_AVAILABLE_TEXT;
}

/**
 * The CLI's per-tool pattern, `\${\b<name>_ToolName\b}` built from the raw name. Throws a
 * SyntaxError for names that are not valid regex source, as the CLI would.
 */
export function toolNamePattern(name: string): RegExp {
  return new RegExp('\\${\\b' + name + '_ToolName\\b}', 'g');
}

/**
 * Applies, in order: `${AgentSkills}` (the full skills block, or `''`), `${SubAgents}`,
 * `${AvailableTools}`, then `${<tool>_ToolName}` for each tool. Unknown placeholders stay.
 */
export function applySubstitutions(template: string, context: SubstitutionContext): string {
  let result = template;
  result = result.replace(/\${AgentSkills}/g, skillsBlock(context));
  result = result.replace(/\${SubAgents}/g, context.agentDirectoryContext);
  result = result.replace(/\${AvailableTools}/g, formatAvailableTools(context.tools));
  for (const name of context.tools) {
    result = result.replace(toolNamePattern(name), name);
  }
  return result;
}
