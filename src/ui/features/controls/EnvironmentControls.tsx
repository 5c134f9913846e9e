import { isReleaseVersion } from '../../../core';
import { useId } from 'react';
import { formatEnvironmentDate } from '../../../core';
import { useConfig, useConfigStore } from '../../store/configStore';
import { CheckField } from '../../components/fields/CheckField';
import { PlatformSelect } from './PlatformSelect';
import { SamplePicker } from './SamplePicker';
import { TextField } from '../../components/fields/TextField';
import { usePatchGemini } from './useGeminiEdits';
import { WorkspaceDirs } from './WorkspaceDirs';

const LOCALE_PATTERN = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8}){0,8}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const LOCALES = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES', 'ja-JP', 'zh-CN', 'pt-BR'];

/** The first message's inputs: date, locale, platform, directories, trees, environment memory. */
export function EnvironmentControls() {
  const env = useConfig((c) => c.environment);
  const current = useConfig((c) => isReleaseVersion(c.gemini.cliVersion));
  const cwd = useConfig((c) => c.gemini.cwd);
  const patchStore = useConfigStore((s) => s.patch);
  const patchGemini = usePatchGemini();
  const localeList = useId();
  const patch = (fields: Partial<typeof env>, key?: string) =>
    patchStore('environment', fields, key ? { coalesceKey: key } : undefined);
  return (
    <>
      <div className="field-row">
        <TextField
          label="Date"
          type="date"
          value={env.date}
          validate={(v) => (DATE_PATTERN.test(v) ? null : 'Pick a full date; not applied.')}
          onChange={(value) => patch({ date: value }, 'environment.date')}
        />
        <TextField
          label="Locale"
          value={env.locale}
          list={localeList}
          validate={(v) => (LOCALE_PATTERN.test(v) ? null : 'Not a BCP 47 tag yet; not applied.')}
          onChange={(value) => patch({ locale: value }, 'environment.locale')}
        />
      </div>
      <datalist id={localeList}>
        {LOCALES.map((l) => (
          <option key={l} value={l} />
        ))}
      </datalist>
      <p className="field-hint" data-testid="formatted-date">
        Shown as “{formatEnvironmentDate(env.date, env.locale)}”.
      </p>
      <PlatformSelect />
      <TextField
        label="Working directory (cwd)"
        value={cwd}
        mono
        onChange={(value) => patchGemini({ cwd: value }, 'gemini.cwd')}
      />
      <TextField
        label="Temporary directory"
        value={env.tempDir}
        mono
        onChange={(value) => patch({ tempDir: value }, 'environment.tempDir')}
      />
      <SamplePicker />
      <WorkspaceDirs />
      {current ? (
        <CheckField
          label="Directory tree (context.includeDirectoryTree)"
          checked={env.includeDirectoryTree}
          testId="include-directory-tree"
          onChange={(checked) => patch({ includeDirectoryTree: checked })}
          hint="Off: the first message leaves out the workspace list and the folder trees."
        />
      ) : (
        <>
          <TextField
            label="Environment memory"
            value={env.environmentMemory}
            multiline
            rows={4}
            onChange={(value) =>
              patch({ environmentMemory: value }, 'environment.environmentMemory')
            }
            hint="Sent in the first message only when JIT context is on."
          />
          <CheckField
            label="JIT context (experimental.jitContext)"
            checked={env.jitContext}
            onChange={(checked) => patch({ jitContext: checked })}
            hint="The system prompt gets only global memory; project memory moves to the first message."
          />
        </>
      )}
    </>
  );
}
