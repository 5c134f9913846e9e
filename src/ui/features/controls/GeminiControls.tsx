import { SECTION_KEYS } from '../../../core';
import { useConfig } from '../../store/configStore';
import { ControlGroup } from './ControlGroup';
import { EnvironmentControls } from './EnvironmentControls';
import { sectionToggleOn } from './envEdits';
import { MemoryEditor } from './MemoryEditor';
import { ModeControls } from './ModeControls';
import { ModelControls } from './ModelControls';
import { PresetButtons } from './PresetButtons';
import { ProjectControls } from './ProjectControls';
import { SandboxControl } from './SandboxControl';
import { SectionToggles } from './SectionToggles';
import { SkillsControls } from './SkillsControls';
import { TemplateControls } from './TemplateControls';
import { ToolsControls } from './ToolsControls';

/** Every input of the Gemini CLI prompt pipeline, in collapsible groups. */
export function GeminiControls() {
  const model = useConfig((c) => c.gemini.model);
  const approval = useConfig((c) => c.gemini.approvalMode);
  const sectionsOn = useConfig(
    (c) => SECTION_KEYS.filter((key) => sectionToggleOn(c.gemini.env, key)).length,
  );
  const toolCount = useConfig((c) => c.gemini.tools.length);
  const skillCount = useConfig((c) => c.gemini.skills.length);
  const memoryChars = useConfig((c) => c.gemini.userMemory.length);
  const template = useConfig((c) => c.gemini.env['GEMINI_SYSTEM_MD']);
  const sample = useConfig((c) => c.workspace.sampleId);
  return (
    <div className="controls" data-testid="gemini-controls">
      <ControlGroup id="presets" title="Presets">
        <PresetButtons />
      </ControlGroup>
      <ControlGroup id="model" title="Model & mode" badge={`${model || '—'} · ${approval}`}>
        <ModelControls />
        <ModeControls />
        <SandboxControl />
        <ProjectControls />
      </ControlGroup>
      <ControlGroup
        id="sections"
        title="Sections"
        badge={`${sectionsOn}/${SECTION_KEYS.length} on`}
      >
        <SectionToggles />
      </ControlGroup>
      <ControlGroup id="tools" title="Tools" badge={`${toolCount}`}>
        <ToolsControls />
      </ControlGroup>
      <ControlGroup id="skills" title="Skills & sub-agents" badge={`${skillCount} skills`}>
        <SkillsControls />
      </ControlGroup>
      <ControlGroup
        id="memory"
        title="User memory"
        badge={memoryChars ? `${memoryChars.toLocaleString('en-US')} chars` : 'empty'}
      >
        <MemoryEditor />
      </ControlGroup>
      <ControlGroup
        id="template"
        title="Custom template"
        badge={template ? `GEMINI_SYSTEM_MD=${template}` : 'off'}
      >
        <TemplateControls />
      </ControlGroup>
      <ControlGroup id="environment" title="Environment" badge={sample}>
        <EnvironmentControls />
      </ControlGroup>
    </div>
  );
}
