import { isReleaseVersion } from '../../../core';
import { lazy } from 'react';
import { useConfig } from '../../store/configStore';
import { CliVersionControl } from './CliVersionControl';
import { ControlGroup } from '../../components/fields/ControlGroup';
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
import { MemoryParts } from './MemoryParts';
import { ModeControls } from './ModeControls';
import { ModelControls } from './ModelControls';
import { PresetButtons } from './PresetButtons';
import { ProjectControls } from './ProjectControls';
import { SandboxControl } from './SandboxControl';
import { SectionToggles } from './SectionToggles';

/*
 * Groups closed on a first visit (see DEFAULT_OPEN_GROUPS) load their controls when opened:
 * the first render does not need them.
 */
const EnvironmentControls = lazy(() =>
  import('./EnvironmentControls').then((m) => ({ default: m.EnvironmentControls })),
);
const SessionControls = lazy(() =>
  import('./SessionControls').then((m) => ({ default: m.SessionControls })),
);
const SkillsControls = lazy(() =>
  import('./SkillsControls').then((m) => ({ default: m.SkillsControls })),
);
const SubAgentsControls = lazy(() =>
  import('./SubAgentsControls').then((m) => ({ default: m.SubAgentsControls })),
);
const TemplateControls = lazy(() =>
  import('./TemplateControls').then((m) => ({ default: m.TemplateControls })),
);
const McpServersControls = lazy(() =>
  import('./McpServersControls').then((m) => ({ default: m.McpServersControls })),
);
const ToolsControls = lazy(() =>
  import('./ToolsControls').then((m) => ({ default: m.ToolsControls })),
);

/**
 * Every input of the Gemini CLI prompt pipeline, in collapsible groups. It reads only the CLI
 * version (the badges and groups read the rest), so edits never re-render all groups; each
 * version shows only the controls it reads.
 */
export function GeminiControls() {
  const current = useConfig((c) => isReleaseVersion(c.gemini.cliVersion));
  return (
    <div className="controls" data-testid="gemini-controls">
      <CliVersionControl />
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
        {current && <McpServersControls />}
      </ControlGroup>
      <ControlGroup id="skills" title="Skills & sub-agents" badge={<SkillsBadge />}>
        <SkillsControls />
        {current && <SubAgentsControls />}
      </ControlGroup>
      {current && (
        <ControlGroup id="session" title="Session (current CLI)">
          <SessionControls />
        </ControlGroup>
      )}
      <ControlGroup id="memory" title="User memory" badge={<MemoryBadge />}>
        {current && <MemoryParts />}
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
