import type { PlaygroundSkillActivation } from '../../../core';
import { useConfig, useConfigStore } from '../../store/configStore';
import { ContextGroup } from './ContextGroup';
import { Tokens } from './Tokens';
import { useContextPatch } from './useContextPatch';
import { useTurnModelContext } from './TurnModelContext';

const EXAMPLE_INSTRUCTIONS =
  'Write release notes from the merged pull requests: group them by area, one line each, newest first.';

/** Skills the model activates this turn; each injects its body inside `<instructions>`. */
export function SkillsPanel() {
  const configured = useConfig((c) => c.gemini.skills);
  const homeDir = useConfig((c) => c.gemini.homeDir);
  const activations = useConfig((c) => c.context.skillActivations);
  const patchGemini = useConfigStore((s) => s.patch);
  const patch = useContextPatch();
  const { result } = useTurnModelContext();
  const layer = result?.layers.find((l) => l.key === 'skills');
  const write = (next: PlaygroundSkillActivation[], key?: string) =>
    patch({ skillActivations: next }, key);
  const change = (index: number, fields: Partial<PlaygroundSkillActivation>, key?: string) =>
    write(
      activations.map((a, i) => (i === index ? { ...a, ...fields } : a)),
      key ? `skill.${index}.${key}` : undefined,
    );
  const addExampleSkill = () =>
    patchGemini('gemini', {
      skills: [
        ...configured,
        {
          name: 'release-notes',
          description: 'Drafts release notes from merged pull requests.',
          location: `${homeDir}/.gemini/skills/release-notes/SKILL.md`,
        },
      ],
    });
  return (
    <ContextGroup
      title="Skills activation"
      summary={<Tokens text={(layer?.parts ?? []).map((p) => p.text ?? '').join('')} />}
      testId="skills-panel"
    >
      {configured.length === 0 && (
        <p className="ctx-note">
          The Gemini settings list no skills.{' '}
          <button type="button" className="btn btn-small" onClick={addExampleSkill}>
            Add an example skill
          </button>
        </p>
      )}
      {activations.map((activation, index) => (
        <div key={index} className="ctx-hook">
          <div className="ctx-row">
            <label className="ctx-field ctx-grow">
              <span>Skill {index + 1}</span>
              <select
                value={activation.name}
                onChange={(e) => change(index, { name: e.target.value })}
              >
                {!configured.some((s) => s.name === activation.name) && (
                  <option value={activation.name}>{activation.name || '(choose)'}</option>
                )}
                {configured.map((skill) => (
                  <option key={skill.name} value={skill.name}>
                    {skill.name}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="btn btn-small"
              aria-label={`Remove skill ${activation.name || index + 1}`}
              onClick={() => write(activations.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </div>
          <label className="ctx-field">
            <span>Instructions of {activation.name || `skill ${index + 1}`} (SKILL.md body)</span>
            <textarea
              rows={3}
              value={activation.instructions}
              onChange={(e) => change(index, { instructions: e.target.value }, 'text')}
            />
          </label>
        </div>
      ))}
      <button
        type="button"
        className="btn"
        disabled={configured.length === 0}
        onClick={() =>
          write([
            ...activations,
            { name: configured[0]?.name ?? '', instructions: EXAMPLE_INSTRUCTIONS },
          ])
        }
      >
        Activate a skill
      </button>
      <p className="ctx-note">
        Each activation adds an activate_skill call and its response, whose output wraps the
        instructions in &lt;activated_skill&gt; and &lt;instructions&gt; (see the request).
      </p>
    </ContextGroup>
  );
}
