import { useState } from 'react';
import { useConfigStore } from '../../store/configStore';
import { PRESETS } from './presets';

/** One button per preset; applying one replaces the configuration as a single undo step. */
export function PresetButtons() {
  const [applied, setApplied] = useState<string | null>(null);
  return (
    <div className="presets">
      <div className="preset-buttons" role="group" aria-label="Presets">
        {PRESETS.map((preset) => (
          <button
            key={preset.id}
            type="button"
            className="btn preset-button"
            title={preset.description}
            data-testid={`preset-${preset.id}`}
            onClick={() => {
              const { config, replace } = useConfigStore.getState();
              replace(preset.apply(config));
              setApplied(preset.label);
            }}
          >
            {preset.label}
          </button>
        ))}
      </div>
      <p className="field-hint" role="status">
        {applied
          ? `Applied “${applied}”. Undo with Ctrl/Cmd+Z.`
          : 'Each preset is one click and one undo step.'}
      </p>
    </div>
  );
}
