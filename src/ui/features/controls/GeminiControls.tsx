import { ControlGroup } from './ControlGroup';
import { EnvironmentControls } from './EnvironmentControls';
import {
  MemoryBadge,
  ModelBadge,
  SampleBadge,
  SectionsBadge,
  SkillsBadge,
  TemplateBadge,
  ToolsBadge,
} from './GroupBadges';
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

/**
 * Every input of the Gemini CLI prompt pipeline, in collapsible groups. It reads nothing from
 * the configuration itself (the badges and groups do), so edits never re-render all groups.
 */
export function GeminiControls() {
  return (
    <div className="controls" data-testid="gemini-controls">
      <ControlGroup id="presets" title="Presets">
        <PresetButtons />
      </ControlGroup>
      <ControlGroup id="model" title="Model & mode" badge={<ModelBadge />}>
        <ModelControls />
        <ModeControls />
        <SandboxControl />
        <ProjectControls />
      </ControlGroup>
      <ControlGroup id="sections" title="Sections" badge={<SectionsBadge />}>
        <SectionToggles />
      </ControlGroup>
      <ControlGroup id="tools" title="Tools" badge={<ToolsBadge />}>
        <ToolsControls />
      </ControlGroup>
      <ControlGroup id="skills" title="Skills & sub-agents" badge={<SkillsBadge />}>
        <SkillsControls />
      </ControlGroup>
      <ControlGroup id="memory" title="User memory" badge={<MemoryBadge />}>
        <MemoryEditor />
      </ControlGroup>
      <ControlGroup id="template" title="Custom template" badge={<TemplateBadge />}>
        <TemplateControls />
      </ControlGroup>
      <ControlGroup id="environment" title="Environment" badge={<SampleBadge />}>
        <EnvironmentControls />
      </ControlGroup>
    </div>
  );
}
