import { memoryRoutingBullets } from '../memoryRouting';
import type { CurrentOperationalGuidelinesOptions } from '../options';
import {
  INTERACTION_BULLETS,
  narrationBullets,
  pick,
  responseRules,
  SECURITY_BULLETS,
  shellBullets,
  TONE_BULLETS,
  TOOL_USAGE_BULLETS,
} from '../operationalParts';

/**
 * Modern `# Operational Guidelines`: `## Tone and Style` (topic narration swaps two bullets),
 * `## Security and Safety Rules`, `## Tool Usage` (interactive × interactive shell switch the
 * background/interactive bullets; memory routing names the memory paths; the tool-execution
 * and post-edit response rules) and `## Interaction Details`. No shell-efficiency block: the
 * modern family moved it into the shell tool's description.
 */
export function renderModernOperationalGuidelines(
  options?: CurrentOperationalGuidelinesOptions,
): string {
  if (!options) return '';
  const tone = [
    pick(TONE_BULLETS, ['Role', 'Concise & Direct', 'Minimal Output', 'Clarity over Brevity']),
    ...narrationBullets(options.topicUpdateNarration),
    pick(TONE_BULLETS, [
      'Formatting',
      'Tools vs. Text',
      'Handling Inability',
      'Language',
      'Honest Status',
    ]),
  ];
  const tools = [
    pick(TOOL_USAGE_BULLETS, [
      'File Paths',
      'Parallelism',
      'Reading Files',
      'Editing Files',
      'Web Access',
      'Command Execution',
      'Timeouts and Long Commands',
      'Scratch Work',
      'Version Control Commands',
      'Package Managers',
    ]),
    ...shellBullets(options),
    ...memoryRoutingBullets(options),
    pick(TOOL_USAGE_BULLETS, ['Respect User Confirmations']),
  ];
  return `# Operational Guidelines

## Tone and Style
${tone.join('\n')}

## Security and Safety Rules
${Object.values(SECURITY_BULLETS).join('\n')}

## Tool Usage
${tools.join('\n')}

${responseRules()}

## Interaction Details
${Object.values(INTERACTION_BULLETS).join('\n')}`;
}
