/** Skill activations of this turn, with AfterTool hook context on their results. */
import {
  activateSkill,
  applyAfterToolHooks,
  type HookContextOutput,
  type PlaygroundSkillActivation,
  type SkillActivation,
} from '../../../core';

/**
 * One activate_skill exchange per listed skill (unnamed ones skipped). AfterTool hooks run on
 * every tool result, so their `<hook_context>` lands at the end of each skill's response.
 */
export function buildSkillActivations(
  skills: readonly PlaygroundSkillActivation[],
  afterToolHooks: readonly HookContextOutput[],
): SkillActivation[] {
  return skills
    .filter((skill) => skill.name.trim() !== '')
    .map((skill) => {
      const activation = activateSkill({ name: skill.name.trim() }, skill.instructions);
      const [part] = activation.response.parts ?? [];
      if (!part) return activation;
      return {
        ...activation,
        response: { ...activation.response, parts: [applyAfterToolHooks(part, afterToolHooks)] },
      };
    });
}
