import { isReleaseVersion, sectionKeysFor } from '../../../core';
import { useConfig } from '../../store/configStore';
import { sectionToggleOn } from './envEdits';

/*
 * The summaries beside each control group's title. Each badge subscribes to its own piece of
 * the configuration, so a keystroke in the memory editor re-renders the memory badge only,
 * never the whole controls panel.
 */

export function ModelBadge() {
  const model = useConfig((c) => c.gemini.model);
  const approval = useConfig((c) => c.gemini.approvalMode);
  const version = useConfig((c) => c.gemini.cliVersion);
  return <>{`${version} · ${model || '—'} · ${approval}`}</>;
}

export function SectionsBadge() {
  const version = useConfig((c) => c.gemini.cliVersion);
  const sectionsOn = useConfig(
    (c) => sectionKeysFor(version).filter((key) => sectionToggleOn(c.gemini.env, key)).length,
  );
  return <>{`${sectionsOn}/${sectionKeysFor(version).length} on`}</>;
}

export function ToolsBadge() {
  return <>{useConfig((c) => c.gemini.tools.length)}</>;
}

export function SkillsBadge() {
  return <>{`${useConfig((c) => c.gemini.skills.length)} skills`}</>;
}

/** Formats the memory's length on every keystroke (`toLocaleString` builds a formatter per call). */
const numbers = new Intl.NumberFormat('en-US');

/** The characters of the memory in force: the one text, or the parts in the parts form. */
export function MemoryBadge() {
  const memoryChars = useConfig((c) =>
    isReleaseVersion(c.gemini.cliVersion) && c.gemini.memoryForm === 'parts'
      ? Object.values(c.gemini.memoryParts).reduce((sum, part) => sum + part.length, 0)
      : c.gemini.userMemory.length,
  );
  return <>{memoryChars ? `${numbers.format(memoryChars)} chars` : 'empty'}</>;
}

export function TemplateBadge() {
  const template = useConfig((c) => c.gemini.env['GEMINI_SYSTEM_MD']);
  return <>{template ? `GEMINI_SYSTEM_MD=${template}` : 'off'}</>;
}

export function SampleBadge() {
  return <>{useConfig((c) => c.workspace.sampleId)}</>;
}
