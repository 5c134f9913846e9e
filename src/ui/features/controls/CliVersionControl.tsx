import {
  cliVersionOptionLabel,
  isSeedsVersion,
  PLAYGROUND_CLI_VERSIONS,
  withCliVersion,
  type PlaygroundCliVersion,
} from '../../../core';
import { SelectField } from '../../components/fields/SelectField';
import { ReleaseTextStatus } from '../../components/ReleaseTextStatus';
import { useConfig, useConfigStore } from '../../store/configStore';

const OPTIONS = PLAYGROUND_CLI_VERSIONS.map((version) => ({
  value: version,
  label: cliVersionOptionLabel(version),
}));

function hint(version: PlaygroundCliVersion): string {
  return isSeedsVersion(version)
    ? 'The pipeline the seeds describe (revision 4a6e3eb646), in our own wording: one prompt family.'
    : `The prompt code of @google/gemini-cli-core ${version}, run as published: the model picks a modern or a legacy prompt.`;
}

/**
 * Which Gemini CLI the playground renders: every supported release, newest first, and the
 * 2026-02 revision in our wording. Switching moves a model or tool list left at one version's
 * default to the other's; the rest is kept. A release's text loads on demand: its status
 * (loading, or why it failed, with a retry) shows under the control.
 */
export function CliVersionControl() {
  const version = useConfig((c) => c.gemini.cliVersion);
  const update = useConfigStore((s) => s.update);
  return (
    <div className="cli-version" data-testid="cli-version">
      <SelectField
        label="Gemini CLI version"
        value={version}
        options={OPTIONS}
        testId="cli-version-select"
        hint={hint(version)}
        onChange={(option) =>
          update((config) => ({ ...config, gemini: withCliVersion(config.gemini, option) }))
        }
      />
      <ReleaseTextStatus version={version} />
    </div>
  );
}
