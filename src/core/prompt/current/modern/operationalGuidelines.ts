import type { CurrentOperationalGuidelinesOptions } from '../options';
import {
  INTERACTION_BULLETS,
  responseRules,
  SECURITY_BULLETS,
  toneBullets,
  toolUsageBullets,
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
  const tone = toneBullets(
    [
      'Role',
      'Concise & Direct',
      'Minimal Output',
      'Clarity over Brevity',
      'Formatting',
      'Tools vs. Text',
      'Handling Inability',
      'Language',
      'Honest Status',
    ],
    options.topicUpdateNarration,
  );
  const tools = toolUsageBullets(
    [
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
    ],
    options,
  );
  return `# Operational Guidelines

## Tone and Style
${tone}

## Security and Safety Rules
${Object.values(SECURITY_BULLETS).join('\n')}

## Tool Usage
${tools}

${responseRules()}

## Interaction Details
${Object.values(INTERACTION_BULLETS).join('\n')}`;
}
