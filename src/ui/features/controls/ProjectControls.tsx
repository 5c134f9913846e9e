import { useConfig } from '../../store/configStore';
import { CheckField } from './CheckField';
import { PlatformSelect } from './PlatformSelect';
import { TextField } from './TextField';
import { usePatchGemini } from './useGeminiEdits';

/** Git, platform, shell output efficiency and the paths the prompt names. */
export function ProjectControls() {
  const gemini = useConfig((c) => c.gemini);
  const patch = usePatchGemini();
  return (
    <>
      <CheckField
        label="Project is under git (isGitRepository)"
        checked={gemini.isGitRepository}
        testId="git-toggle"
        onChange={(checked) => patch({ isGitRepository: checked })}
        hint="Adds the git section (unless switched off)."
      />
      <PlatformSelect />
      <CheckField
        label="Shell output efficiency"
        checked={gemini.enableShellOutputEfficiency}
        onChange={(checked) => patch({ enableShellOutputEfficiency: checked })}
        hint="Adds the guidance on keeping shell output short."
      />
      <TextField
        label="Plans directory"
        value={gemini.plansDir}
        mono
        onChange={(value) => patch({ plansDir: value }, 'gemini.plansDir')}
        hint="Named by the Planning Workflow (plan mode)."
      />
      <TextField
        label="Working directory (cwd)"
        value={gemini.cwd}
        mono
        onChange={(value) => patch({ cwd: value }, 'gemini.cwd')}
        hint="Relative GEMINI_SYSTEM_MD paths and the switch value 1 resolve against it."
      />
      <TextField
        label="Home directory"
        value={gemini.homeDir}
        mono
        onChange={(value) => patch({ homeDir: value }, 'gemini.homeDir')}
        hint="Where ~ expands (GEMINI_CLI_HOME in the env wins)."
      />
    </>
  );
}
