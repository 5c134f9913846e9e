import type { Content } from '../../content';
import { ACTIVATE_SKILL_TOOL_NAME } from '../../toolNames';

/** A skill to activate: its name and, optionally, a listing of the files it ships. */
export interface SkillToActivate {
  name: string;
  /** Folder listing shown as the skill's available resources (omitted when empty). */
  resources?: string;
}

/** The activate_skill exchange: the model's call and the tool's response carrying the text. */
export interface SkillActivation {
  skillName: string;
  /** The text the model receives: the skill body wrapped in `<instructions>`. */
  text: string;
  call: Content;
  response: Content;
}

/**
 * Activating a skill (gemini-cli's activate_skill tool, ACTIVATE_SKILL_TOOL_NAME): the model calls activate_skill with the skill's name,
 * and the response wraps the skill file's body in `<instructions>` inside
 * `<activated_skill name="…">`, followed by `<available_resources>` when the skill has files.
 */
export function activateSkill(skill: SkillToActivate, instructionsText: string): SkillActivation {
  const resources = skill.resources?.trim()
    ? `\n\n  <available_resources>\n    ${skill.resources.trim()}\n  </available_resources>`
    : '';
  const text = `<activated_skill name="${skill.name}">\n  <instructions>\n    ${instructionsText.trim()}\n  </instructions>${resources}\n</activated_skill>`;
  return {
    skillName: skill.name,
    text,
    call: {
      role: 'model',
      parts: [{ functionCall: { name: ACTIVATE_SKILL_TOOL_NAME, args: { name: skill.name } } }],
    },
    response: {
      role: 'user',
      parts: [{ functionResponse: { name: ACTIVATE_SKILL_TOOL_NAME, response: { output: text } } }],
    },
  };
}
