import { useId, useState } from 'react';
import { SEATBELT_SANDBOX_VALUE } from '../../../core';
import { useConfig } from '../../store/configStore';
import {
  DEFAULT_GENERIC_SANDBOX_VALUE,
  sandboxChoice,
  withEnvValue,
  withSandboxChoice,
  type SandboxChoice,
} from './envEdits';
import { useEditEnv } from './useGeminiEdits';

const CHOICES: readonly { value: SandboxChoice; label: string }[] = [
  { value: 'outside', label: 'Outside (no sandbox)' },
  { value: 'generic', label: 'Generic container' },
  { value: 'macos-seatbelt', label: 'macOS Seatbelt' },
];

/** Sandbox radio group writing env SANDBOX, with the implied value shown. */
export function SandboxControl() {
  const value = useConfig((c) => c.gemini.env['SANDBOX']);
  const env = useConfig((c) => c.gemini.env);
  const editEnv = useEditEnv();
  const choice = sandboxChoice(env);
  const name = useId();
  // A value that would leave "generic" (empty, sandbox-exec) stays a draft until blur.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <fieldset className="field fieldset">
      <legend className="field-label">Sandbox environment</legend>
      <div className="radio-row">
        {CHOICES.map((c) => (
          <label key={c.value} className="radio">
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={choice === c.value}
              onChange={() => editEnv((e) => withSandboxChoice(e, c.value))}
            />
            {c.label}
          </label>
        ))}
      </div>
      {choice === 'generic' && (
        <label className="inline-field">
          <span>Container value</span>
          <input
            className="field-input mono"
            aria-label="Generic sandbox SANDBOX value"
            value={draft ?? value ?? ''}
            placeholder={DEFAULT_GENERIC_SANDBOX_VALUE}
            onBlur={() => setDraft(null)}
            onChange={(e) => {
              const next = e.target.value;
              if (next.trim() === '' || next === SEATBELT_SANDBOX_VALUE) {
                setDraft(next);
                return;
              }
              setDraft(null);
              editEnv((en) => withEnvValue(en, 'SANDBOX', next), 'gemini.env.SANDBOX');
            }}
          />
        </label>
      )}
      {draft !== null && (
        <div className="field-hint warn-text">
          A generic sandbox needs a non-empty value other than {SEATBELT_SANDBOX_VALUE}; not
          applied.
        </div>
      )}
      <div className="field-hint" data-testid="sandbox-env">
        {value ? <code>SANDBOX={value}</code> : <code>SANDBOX unset</code>}
        {' — '}
        {choice === 'outside'
          ? 'the prompt says it runs directly on the user’s system.'
          : choice === 'generic'
            ? `any value other than ${SEATBELT_SANDBOX_VALUE} means a generic sandbox.`
            : `${SEATBELT_SANDBOX_VALUE} means macOS Seatbelt.`}
      </div>
    </fieldset>
  );
}
