import { useConfig } from '../../../store/configStore';
import { ControlGroup } from '../../../components/fields/ControlGroup';
import { ProjectInstructionsControl } from './ProjectInstructionsControl';
import { ProviderBehaviourControls } from './ProviderBehaviourControls';
import { ProviderModelControls } from './ProviderModelControls';
import { ProviderToolsEditor } from './ProviderToolsEditor';

/** Every input of the multi-provider shim, in collapsible groups. */
export function ProviderControls() {
  const providers = useConfig((c) => c.providers);
  const caps = [
    providers.capabilities.webAccess && 'web',
    providers.capabilities.subAgents && 'sub-agents',
  ].filter(Boolean);
  return (
    <div className="controls" data-testid="providers-controls">
      <ControlGroup
        id="providers-behaviour"
        title="Permission & capabilities"
        badge={`${providers.permissionMode} · ${caps.length ? caps.join(', ') : 'core only'}`}
      >
        <ProviderBehaviourControls />
      </ControlGroup>
      <ControlGroup id="providers-instructions" title="Project instructions">
        <ProjectInstructionsControl />
      </ControlGroup>
      <ControlGroup id="providers-tools" title="Tools" badge={`${providers.tools.length}`}>
        <ProviderToolsEditor />
      </ControlGroup>
      <ControlGroup id="providers-models" title="Models">
        <ProviderModelControls />
      </ControlGroup>
    </div>
  );
}
