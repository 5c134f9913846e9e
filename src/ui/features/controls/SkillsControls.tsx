import { isReleaseVersion } from '../../../core';
import type { AgentSkill } from '../../../core';
import { useConfig } from '../../store/configStore';
import { SkillRow } from './SkillRow';
import { TextField } from '../../components/fields/TextField';
import { usePatchGemini } from './useGeminiEdits';

function newSkill(homeDir: string, n: number): AgentSkill {
  const name = `new-skill-${n}`;
  return {
    name,
    description: 'Describe when the model should activate this skill.',
    location: `${homeDir}/.gemini/skills/${name}/SKILL.md`,
  };
}

/** Skills (add, edit, remove) and the sub-agent directory text. */
export function SkillsControls() {
  const skills = useConfig((c) => c.gemini.skills);
  const homeDir = useConfig((c) => c.gemini.homeDir);
  const agentText = useConfig((c) => c.gemini.agentDirectoryContext);
  const current = useConfig((c) => isReleaseVersion(c.gemini.cliVersion));
  const patch = usePatchGemini();
  const replaceAt = (index: number, skill: AgentSkill | null) => {
    const next = skills.flatMap((s, i) => (i !== index ? [s] : skill ? [skill] : []));
    patch({ skills: next }, skill ? `gemini.skills.${index}` : undefined);
  };
  return (
    <>
      <p className="field-hint">
        Skills fill the Agent Skills section and <code>{'${AgentSkills}'}</code>; with none, that
        section is hidden.
      </p>
      {skills.length > 0 && (
        <ol className="skill-list" aria-label="Skills">
          {skills.map((skill, index) => (
            <SkillRow
              key={index}
              index={index}
              skill={skill}
              onChange={(s) => replaceAt(index, s)}
              onRemove={() => replaceAt(index, null)}
            />
          ))}
        </ol>
      )}
      <button
        type="button"
        className="btn"
        onClick={() => patch({ skills: [...skills, newSkill(homeDir, skills.length + 1)] })}
      >
        Add skill
      </button>
      {!current && (
        <TextField
          label="Sub-agent directory text"
          value={agentText}
          multiline
          rows={6}
          mono
          testId="subagent-text"
          onChange={(value) =>
            patch({ agentDirectoryContext: value }, 'gemini.agentDirectoryContext')
          }
          hint={
            <>
              The Agent Contexts section and <code>{'${SubAgents}'}</code>; blank leaves the section
              empty.
            </>
          }
        />
      )}
    </>
  );
}
