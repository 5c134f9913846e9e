import type { AgentSkill } from '../types';
import { ACTIVATE_SKILL_TOOL_NAME } from '../../toolNames';

function renderSkill(skill: AgentSkill): string {
  return [
    '  <skill>',
    `    <name>${skill.name}</name>`,
    `    <description>${skill.description}</description>`,
    `    <location>${skill.location}</location>`,
    '  </skill>',
  ].join('\n');
}

/**
 * `# Available Agent Skills` with an `<available_skills>` XML list (2-space indent, no XML
 * escaping). Like the CLI's, the output starts with `\n` and is not trimmed; undefined or no
 * skills render `''`.
 */
export function renderAgentSkills(skills?: AgentSkill[]): string {
  if (!skills || skills.length === 0) return '';
  return `
# Available Agent Skills

The skills below give you specialised capabilities. When a task matches a skill's description, activate it with \`${ACTIVATE_SKILL_TOOL_NAME}\` to receive its detailed instructions and resources.

<available_skills>
${skills.map(renderSkill).join('\n')}
</available_skills>`;
}
