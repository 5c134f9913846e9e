import type { AsimiSandbox } from '../../../../core';
import { useConfig } from '../../../store/configStore';
import { CheckField } from '../../../components/fields/CheckField';
import { SelectField } from '../../../components/fields/SelectField';
import { TextField } from '../../../components/fields/TextField';
import { ASIMI_SANDBOX_OPTIONS } from './asimiLabels';
import { usePatchAsimi } from './useAsimiEdits';
import { absolutePathProblem } from '../../../lib/absolutePath';

/** Sandbox, git repository, working and home directories of the Asimi CLI. */
export function AsimiEnvironmentControls() {
  const asimi = useConfig((c) => c.asimi);
  const patch = usePatchAsimi();
  return (
    <>
      <SelectField<AsimiSandbox>
        label="Sandbox"
        value={asimi.sandbox}
        options={ASIMI_SANDBOX_OPTIONS}
        testId="asimi-sandbox"
        onChange={(sandbox) => patch({ sandbox })}
        hint="Picks the sandbox block appended after the base prompt."
      />
      <CheckField
        label="Working directory is a git repository"
        checked={asimi.isGitRepository}
        testId="asimi-git"
        onChange={(isGitRepository) => patch({ isGitRepository })}
        hint="Appends the # Git Repository block."
      />
      <div className="field-row">
        <TextField
          label="Working directory"
          mono
          value={asimi.cwd}
          validate={absolutePathProblem}
          onChange={(cwd) => patch({ cwd }, 'asimi.cwd')}
          hint="AGENTS.md and relative paths are read here."
        />
        <TextField
          label="Home directory"
          mono
          value={asimi.homeDir}
          validate={absolutePathProblem}
          onChange={(homeDir) => patch({ homeDir }, 'asimi.homeDir')}
          hint="What ~ expands to."
        />
      </div>
    </>
  );
}
