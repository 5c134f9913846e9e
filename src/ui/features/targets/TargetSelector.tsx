import { useId } from 'react';
import { PLAYGROUND_TARGETS, type PlaygroundTarget } from '../../../core';
import { useConfig, useConfigStore } from '../../store/configStore';
import './targets.css';

const TARGET_LABELS: Record<PlaygroundTarget, { label: string; hint: string }> = {
  gemini: { label: 'Gemini CLI', hint: 'The Gemini CLI prompt pipeline' },
  asimi: { label: 'Asimi CLI', hint: 'The Asimi CLI: Go templates, AGENTS.md' },
  providers: {
    label: 'Multi-provider',
    hint: 'One agent prompt for Claude, Gemini and OpenAI',
  },
};

/**
 * Which system's prompt the playground builds. Switching changes the controls, the preview,
 * the meter, share links and exports; every target keeps its own settings.
 */
export function TargetSelector() {
  const target = useConfig((c) => c.target);
  const update = useConfigStore((s) => s.update);
  const name = useId();
  return (
    <fieldset className="target-selector" data-testid="target-selector">
      <legend className="target-selector-legend">Target</legend>
      <div className="target-selector-options">
        {PLAYGROUND_TARGETS.map((id) => (
          <label
            key={id}
            className={`target-selector-option${id === target ? ' is-active' : ''}`}
            title={TARGET_LABELS[id].hint}
          >
            <input
              type="radio"
              name={name}
              value={id}
              checked={id === target}
              onChange={() => update((c) => (c.target === id ? c : { ...c, target: id }))}
            />
            {TARGET_LABELS[id].label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
