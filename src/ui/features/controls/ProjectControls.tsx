import { useConfig } from '../../store/configStore';
import { CheckField } from '../../components/fields/CheckField';
import { PlatformSelect } from './PlatformSelect';
import { TextField } from '../../components/fields/TextField';
import { usePatchGemini } from './useGeminiEdits';
import { ControlHint, useNotApplicable } from './NotApplicable';

/** Git, platform, shell output efficiency and the paths the prompt names. */
export function ProjectControls() {
  // Field by field: the whole Gemini slice changes on every keystroke in the memory editor.
  const isGitRepository = useConfig((c) => c.gemini.isGitRepository);
  const enableShellOutputEfficiency = useConfig((c) => c.gemini.enableShellOutputEfficiency);
  const plansDir = useConfig((c) => c.gemini.plansDir);
  const cwd = useConfig((c) => c.gemini.cwd);
  const homeDir = useConfig((c) => c.gemini.homeDir);
  const patch = usePatchGemini();
  const efficiencyReason = useNotApplicable('enableShellOutputEfficiency');
  return (
    <>
      <CheckField
        label="Project is under git (isGitRepository)"
        checked={isGitRepository}
        testId="git-toggle"
        onChange={(checked) => patch({ isGitRepository: checked })}
        hint="Adds the git section (unless switched off)."
      />
      <PlatformSelect />
      <CheckField
        label="Shell output efficiency"
        checked={enableShellOutputEfficiency}
        onChange={(checked) => patch({ enableShellOutputEfficiency: checked })}
        inactive={efficiencyReason !== null}
        hint={
          efficiencyReason !== null ? (
            <span data-testid="efficiency-not-applied">
              <span className="status-pill pill-ignored">doesn’t apply here</span> Only the legacy
              prompt and the shell tool’s declaration have this guidance; the modern prompt in force
              does not read it and the shell tool is not declared.
            </span>
          ) : (
            'Adds the guidance on keeping shell output short (the legacy prompt, the shell tool’s declaration).'
          )
        }
      />
      <TextField
        label="Plans directory"
        value={plansDir}
        mono
        onChange={(value) => patch({ plansDir: value }, 'gemini.plansDir')}
        hint={<ControlHint id="plansDir" hint="Named by the Planning Workflow (plan mode)." />}
      />
      <TextField
        label="Working directory (cwd)"
        value={cwd}
        mono
        onChange={(value) => patch({ cwd: value }, 'gemini.cwd')}
        hint="Relative GEMINI_SYSTEM_MD paths and the switch value 1 resolve against it."
      />
      <TextField
        label="Home directory"
        value={homeDir}
        mono
        onChange={(value) => patch({ homeDir: value }, 'gemini.homeDir')}
        hint="Where ~ expands (GEMINI_CLI_HOME in the env wins)."
      />
    </>
  );
}
