import { useId } from 'react';
import type { CompareSource } from './sources';

interface SourcePickerProps {
  side: 'A' | 'B';
  sources: readonly CompareSource[];
  value: string;
  onChange: (id: string) => void;
}

/** Picks what one side of the comparison shows, grouped by kind of source. */
export function SourcePicker({ side, sources, value, onChange }: SourcePickerProps) {
  const id = useId();
  const groups = [...new Set(sources.map((s) => s.group))];
  return (
    <div className="source-picker">
      <label htmlFor={id} className="source-picker-label">
        {side}
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        data-testid={`compare-source-${side.toLowerCase()}`}
        onChange={(e) => onChange(e.target.value)}
      >
        {groups.map((group) => (
          <optgroup key={group} label={group}>
            {sources
              .filter((s) => s.group === group)
              .map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
