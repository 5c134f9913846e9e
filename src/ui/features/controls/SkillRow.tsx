import type { AgentSkill } from '../../../core';
import { TextField } from '../../components/fields/TextField';

interface SkillRowProps {
  index: number;
  skill: AgentSkill;
  onChange: (skill: AgentSkill) => void;
  onRemove: () => void;
}

/** Editable name, description and location of one skill. */
export function SkillRow({ index, skill, onChange, onRemove }: SkillRowProps) {
  const label = skill.name.trim() || `skill ${index + 1}`;
  return (
    <li className="skill-row" data-testid={`skill-${index}`}>
      <TextField
        label="Name"
        value={skill.name}
        mono
        onChange={(name) => onChange({ ...skill, name })}
      />
      <TextField
        label="Description"
        value={skill.description}
        multiline
        rows={2}
        onChange={(description) => onChange({ ...skill, description })}
      />
      <TextField
        label="Location"
        value={skill.location}
        mono
        onChange={(location) => onChange({ ...skill, location })}
      />
      <button
        type="button"
        className="btn btn-small"
        aria-label={`Remove ${label}`}
        onClick={onRemove}
      >
        Remove skill
      </button>
    </li>
  );
}
