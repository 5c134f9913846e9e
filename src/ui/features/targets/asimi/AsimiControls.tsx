import { ASIMI_ENV_VARIABLES, readAsimiEnvVariable } from '../../../../core';
import { useConfig } from '../../../store/configStore';
import { ControlGroup } from '../../../components/fields/ControlGroup';
import { AgentsMdEditor } from './AgentsMdEditor';
import { AsimiBaseFile } from './AsimiBaseFile';
import { AsimiEnvironmentControls } from './AsimiEnvironmentControls';
import { AsimiMemoryEditor } from './AsimiMemoryEditor';
import { AsimiPathVariableControl } from './AsimiPathVariableControl';
import { AsimiToolNamesTable } from './AsimiToolNamesTable';

/** Every input of the Asimi CLI prompt, in collapsible groups. */
export function AsimiControls() {
  const asimi = useConfig((c) => c.asimi);
  const systemMd = readAsimiEnvVariable(asimi.env, ASIMI_ENV_VARIABLES.systemMd).value;
  const writeMd = readAsimiEnvVariable(asimi.env, ASIMI_ENV_VARIABLES.writeSystemMd).value;
  const memoryChars = asimi.userMemory.trim().length;
  return (
    <div className="controls" data-testid="asimi-controls">
      <ControlGroup
        id="asimi-base"
        title="Base prompt"
        badge={systemMd ? `ASIMI_SYSTEM_MD=${systemMd}` : 'built-in'}
      >
        <AsimiPathVariableControl variable="systemMd" />
        <AsimiBaseFile />
      </ControlGroup>
      <ControlGroup
        id="asimi-environment"
        title="Environment"
        badge={`sandbox ${asimi.sandbox} · ${asimi.isGitRepository ? 'git' : 'no git'}`}
      >
        <AsimiEnvironmentControls />
      </ControlGroup>
      <ControlGroup id="asimi-agents" title="Project context (AGENTS.md)">
        <AgentsMdEditor />
      </ControlGroup>
      <ControlGroup
        id="asimi-memory"
        title="User memory"
        badge={memoryChars ? `${memoryChars.toLocaleString('en-US')} chars` : 'empty'}
      >
        <AsimiMemoryEditor />
      </ControlGroup>
      <ControlGroup id="asimi-tools" title="Template data (ToolNames)">
        <AsimiToolNamesTable />
      </ControlGroup>
      <ControlGroup
        id="asimi-export"
        title="Export"
        badge={writeMd ? `ASIMI_WRITE_SYSTEM_MD=${writeMd}` : 'off'}
      >
        <AsimiPathVariableControl variable="writeSystemMd" />
        <p className="field-hint">
          When set, Asimi writes its base prompt to this path; the preview offers the file as a
          download.
        </p>
      </ControlGroup>
    </div>
  );
}
