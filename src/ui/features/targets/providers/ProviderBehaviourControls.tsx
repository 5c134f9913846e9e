import {
  PROVIDER_PERMISSION_INSTRUCTIONS,
  PROVIDER_TOOL_GROUPS,
  type PlaygroundProviderSettings,
  type ProviderPermissionMode,
} from '../../../../core';
import { useConfig } from '../../../store/configStore';
import { CheckField } from '../../../components/fields/CheckField';
import { SelectField } from '../../../components/fields/SelectField';
import { TextField } from '../../../components/fields/TextField';
import { PERMISSION_OPTIONS } from './providerLabels';
import { usePatchProviders } from './useProviderEdits';
import { absolutePathProblem } from '../../../lib/absolutePath';

/** Permission mode, capabilities, OpenAI API flavour and working directory of the shim. */
export function ProviderBehaviourControls() {
  const providers = useConfig((c) => c.providers);
  const patch = usePatchProviders();
  const caps = providers.capabilities;
  return (
    <>
      <SelectField<ProviderPermissionMode>
        label="Permission mode"
        value={providers.permissionMode}
        options={PERMISSION_OPTIONS}
        testId="providers-permission"
        onChange={(permissionMode) => patch({ permissionMode })}
        hint={
          <>Prompt instruction: “{PROVIDER_PERMISSION_INSTRUCTIONS[providers.permissionMode]}”</>
        }
      />
      <CheckField
        label="Web access"
        checked={caps.webAccess}
        testId="providers-web"
        onChange={(webAccess) => patch({ capabilities: { ...caps, webAccess } })}
        hint={`Advertises ${PROVIDER_TOOL_GROUPS.extended.join(', ')}.`}
      />
      <CheckField
        label="Sub-agents"
        checked={caps.subAgents}
        testId="providers-subagents"
        onChange={(subAgents) => patch({ capabilities: { ...caps, subAgents } })}
        hint={`Advertises ${PROVIDER_TOOL_GROUPS.task.join(', ')}.`}
      />
      <SelectField<PlaygroundProviderSettings['openaiApi']>
        label="OpenAI API"
        value={providers.openaiApi}
        testId="providers-openai-api"
        options={[
          { value: 'chat', label: 'Chat Completions (messages)' },
          { value: 'responses', label: 'Responses API (instructions)' },
        ]}
        onChange={(openaiApi) => patch({ openaiApi })}
        hint="Where the OpenAI request carries the system prompt."
      />
      <TextField
        label="Working directory"
        mono
        value={providers.cwd}
        validate={absolutePathProblem}
        onChange={(cwd) => patch({ cwd }, 'providers.cwd')}
        hint="Written into the prompt (Claude: --cwd); project instructions are read here."
      />
      <TextField
        label="First user message"
        multiline
        rows={2}
        value={providers.userMessage}
        onChange={(userMessage) => patch({ userMessage }, 'providers.userMessage')}
        hint="Placed in every request body after the system prompt."
      />
    </>
  );
}
