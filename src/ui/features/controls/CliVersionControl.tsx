import { CLI_VERSION_LABELS, PLAYGROUND_CLI_VERSIONS, withCliVersion } from '../../../core';
import { useConfig, useConfigStore } from '../../store/configStore';

const HINTS = {
  '0.61.0': 'The CLI people install today: the model picks a modern or a legacy prompt.',
  '2026-02': 'The pipeline the seeds describe (revision 4a6e3eb646): one prompt family.',
} as const;

/**
 * Which Gemini CLI's pipeline the playground models, as a radio group. Switching moves a
 * model or tool list left at one version's default to the other's; the rest is kept.
 */
export function CliVersionControl() {
  const version = useConfig((c) => c.gemini.cliVersion);
  const update = useConfigStore((s) => s.update);
  return (
    <fieldset className="field cli-version" data-testid="cli-version">
      <legend className="field-label">Gemini CLI version</legend>
      <div className="segmented" role="radiogroup" aria-label="Gemini CLI version">
        {PLAYGROUND_CLI_VERSIONS.map((option) => (
          <label key={option} className={`segment${option === version ? ' is-on' : ''}`}>
            <input
              type="radio"
              name="cli-version"
              value={option}
              checked={option === version}
              data-testid={`cli-version-${option}`}
              onChange={() =>
                update((config) => ({
                  ...config,
                  gemini: withCliVersion(config.gemini, option),
                }))
              }
            />
            {CLI_VERSION_LABELS[option]}
          </label>
        ))}
      </div>
      <div className="field-hint">{HINTS[version]}</div>
    </fieldset>
  );
}
