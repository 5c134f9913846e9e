import { useId, useState } from 'react';
import { useConfig, useConfigStore } from '../../store/configStore';
import { withEnvValue } from './envEdits';
import { withCustomTemplate } from './presets';
import { useEditEnv } from './useGeminiEdits';

const SWITCH_VALUES = ['1', 'true'];

/** GEMINI_SYSTEM_MD on/off and its value: the switch `1` or a path. */
export function TemplateSource({ path }: { path: string | null }) {
  const raw = useConfig((c) => c.gemini.env['GEMINI_SYSTEM_MD']);
  const cwd = useConfig((c) => c.gemini.cwd);
  const update = useConfigStore((s) => s.update);
  const editEnv = useEditEnv();
  const id = useId();
  // An empty path would switch the mode off; it stays a draft until something is typed.
  const [draft, setDraft] = useState<string | null>(null);
  const on = path !== null;
  const isSwitch = SWITCH_VALUES.includes((raw ?? '').trim().toLowerCase());
  const setValue = (value: string | undefined, key?: string) =>
    editEnv((env) => withEnvValue(env, 'GEMINI_SYSTEM_MD', value), key);
  return (
    <fieldset className="field fieldset">
      <legend className="field-label">Custom template (GEMINI_SYSTEM_MD)</legend>
      <label className="radio">
        <input
          type="checkbox"
          checked={on}
          data-testid="custom-template-toggle"
          onChange={(e) =>
            e.target.checked ? update((c) => withCustomTemplate(c)) : setValue(undefined)
          }
        />
        Replace the built-in sections with a system.md file
      </label>
      {on && (
        <div className="radio-row" role="radiogroup" aria-label="Template location">
          <label className="radio">
            <input
              type="radio"
              name={id}
              checked={isSwitch}
              onChange={() => update((c) => withCustomTemplate(c, '1'))}
            />
            Switch <code>1</code>: <code>{cwd}/.gemini/system.md</code>
          </label>
          <label className="radio">
            <input
              type="radio"
              name={id}
              checked={!isSwitch}
              onChange={() => update((c) => withCustomTemplate(c, '.gemini/custom-system.md'))}
            />
            A path
          </label>
        </div>
      )}
      {on && !isSwitch && (
        <label className="inline-field">
          <span>Path</span>
          <input
            className="field-input mono"
            aria-label="GEMINI_SYSTEM_MD path"
            value={draft ?? raw ?? ''}
            onBlur={() => setDraft(null)}
            onChange={(e) => {
              const next = e.target.value;
              setDraft(next.trim() === '' ? next : null);
              if (next.trim() !== '') setValue(next, 'gemini.env.GEMINI_SYSTEM_MD');
            }}
          />
        </label>
      )}
      <div className="field-hint" data-testid="template-path">
        {on ? (
          <>
            Reads <code>{path}</code> (relative paths from cwd, <code>~</code> from home).
          </>
        ) : (
          <>
            Off: {raw ? <code>GEMINI_SYSTEM_MD={raw}</code> : 'GEMINI_SYSTEM_MD unset'}, so the
            built-in sections are used.
          </>
        )}
      </div>
    </fieldset>
  );
}
