import { useId } from 'react';
import { ASIMI_DEFAULT_SYSTEM_MD_PATH, ASIMI_ENV_VARIABLES } from '../../../../core';
import { useConfigStore, useConfig } from '../../../store/configStore';
import { TextField } from '../../../components/fields/TextField';
import {
  readAsimiPathControl,
  writeAsimiPathControl,
  type AsimiPathMode,
  type AsimiPathVariable,
} from './asimiEnv';

const DEFAULT_CUSTOM_PATH: Record<AsimiPathVariable, string> = {
  systemMd: './system.md',
  writeSystemMd: './exported-system.md',
};

const MODE_LABELS: Record<AsimiPathVariable, Record<AsimiPathMode, string>> = {
  systemMd: {
    off: 'Built-in prompt (unset, 0 or false)',
    default: `Default file ${ASIMI_DEFAULT_SYSTEM_MD_PATH} (1 or true)`,
    custom: 'Custom path',
  },
  writeSystemMd: {
    off: 'Off (unset, 0 or false)',
    default: `Write to ${ASIMI_DEFAULT_SYSTEM_MD_PATH} (1 or true)`,
    custom: 'Write to a custom path',
  },
};

/**
 * A three-way control for `ASIMI_SYSTEM_MD` or `ASIMI_WRITE_SYSTEM_MD`: off, the default
 * path, or a custom path (`~` = home, relative = against the working directory). Writes the
 * correct `ASIMI_` spelling; the Asimi docs' `ASSIMI_` alias is read and replaced on edit.
 */
export function AsimiPathVariableControl({ variable }: { variable: AsimiPathVariable }) {
  const asimi = useConfig((c) => c.asimi);
  const update = useConfigStore((s) => s.update);
  const name = useId();
  const pair = ASIMI_ENV_VARIABLES[variable];
  const current = readAsimiPathControl(asimi.env, variable, asimi.cwd, asimi.homeDir);
  const write = (mode: AsimiPathMode, path?: string, coalesceKey?: string) =>
    update(
      (c) => ({
        ...c,
        asimi: { ...c.asimi, env: writeAsimiPathControl(c.asimi.env, variable, mode, path) },
      }),
      coalesceKey === undefined ? undefined : { coalesceKey },
    );
  const modes: AsimiPathMode[] = ['off', 'default', 'custom'];
  return (
    <div className="field">
      <fieldset className="target-radio-group">
        <legend className="field-label">
          <code>{pair.name}</code>
        </legend>
        {modes.map((mode) => (
          <label key={mode} className="target-radio">
            <input
              type="radio"
              name={name}
              value={mode}
              checked={current.mode === mode}
              data-testid={`asimi-${variable}-${mode}`}
              onChange={() =>
                write(mode, mode === 'custom' ? DEFAULT_CUSTOM_PATH[variable] : undefined)
              }
            />
            {MODE_LABELS[variable][mode]}
          </label>
        ))}
      </fieldset>
      {current.mode === 'custom' && (
        <TextField
          label="Path"
          mono
          value={current.raw}
          testId={`asimi-${variable}-path`}
          validate={(text) =>
            ['', '0', 'false', '1', 'true'].includes(text.trim().toLowerCase())
              ? 'Type a path; empty, 0, false, 1 and true are switches, not paths.'
              : null
          }
          onChange={(text) => write('custom', text, `asimi.${variable}.path`)}
        />
      )}
      <div className="field-hint">
        {current.resolved && (
          <>
            Resolves to <code>{current.resolved}</code>.{' '}
          </>
        )}
        {current.usesAlias ? (
          <span className="warn-text">
            Set as <code>{pair.alias}</code>, a misspelling Asimi also reads: accepted as an alias.
            Editing here writes <code>{pair.name}</code>.
          </span>
        ) : (
          <>
            Asimi also reads the misspelling <code>{pair.alias}</code> (<code>{pair.name}</code>{' '}
            wins when both are set).
          </>
        )}
      </div>
    </div>
  );
}
