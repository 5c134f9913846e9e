import { renderCoreMandates } from '../../sections/coreMandates';
import { DEFAULT_CONTEXT_FILENAME } from '../memory';
import {
  CONFLICT_RESOLUTION_BULLET,
  contextFilesBullet,
  SECURITY_CORE_BULLETS,
  UNTRUSTED_DATA_BULLET,
} from '../mandateBullets';
import type { CurrentCoreMandatesOptions } from '../options';
import { renderTopicUpdates } from '../topicUpdates';

/** The 2026-02 mandate bullets (without their heading), which the legacy family keeps. */
function bullets2026(options: CurrentCoreMandatesOptions): string {
  const text = renderCoreMandates({
    interactive: options.interactive,
    isGemini3: false,
    hasSkills: options.hasSkills,
  });
  return text.slice(text.indexOf('\n')).trim();
}

/**
 * Legacy `# Core Mandates`: flat bullets — Untrusted Data and the security bullets first, the
 * context-file bullet (always GEMINI.md), then the 2026-02 bullets (with their skill-guidance
 * and non-interactive variants; the Gemini 3 bullet never appears because the CLI never sets
 * `isGemini3` here), the conflict-resolution bullet for tiered memory, and `## Topic Updates`
 * when narration is on.
 */
export function renderLegacyCoreMandates(options?: CurrentCoreMandatesOptions): string {
  if (!options) return '';
  const lead = [
    UNTRUSTED_DATA_BULLET,
    ...SECURITY_CORE_BULLETS,
    contextFilesBullet([DEFAULT_CONTEXT_FILENAME]),
  ];
  const conflict = options.hasHierarchicalMemory ? `\n${CONFLICT_RESOLUTION_BULLET}` : '';
  const topics = options.topicUpdateNarration ? `\n\n${renderTopicUpdates()}` : '';
  return `# Core Mandates\n\n${lead.join('\n')}\n${bullets2026(options)}${conflict}${topics}`;
}
