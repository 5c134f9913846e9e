import { renderOperationalGuidelines } from '../../sections/operationalGuidelines';
import type { CurrentOperationalGuidelinesOptions } from '../options';
import {
  INTERACTION_BULLETS,
  pick,
  SECURITY_BULLETS,
  toneBullets,
  toolUsageBullets,
} from '../operationalParts';

const SHELL_EFFICIENCY_HEADING = '## Shell tool output token efficiency:';

/**
 * The 2026-02 `## Shell tool output token efficiency:` block, which the legacy family keeps
 * unchanged: taken from the 2026-02 renderer so the two never drift apart.
 */
export function shellEfficiencyBlock(
  platform: CurrentOperationalGuidelinesOptions['platform'],
): string {
  const text = renderOperationalGuidelines({
    interactive: true,
    isGemini3: false,
    enableShellEfficiency: true,
    platform,
  });
  const start = text.indexOf(SHELL_EFFICIENCY_HEADING);
  if (start < 0) return '';
  const end = text.indexOf('\n## ', start + SHELL_EFFICIENCY_HEADING.length);
  return text.slice(start, end < 0 ? undefined : end).trim();
}

/**
 * Legacy `# Operational Guidelines`: the optional shell-efficiency block, `## Tone and Style
 * (CLI Interaction)`, `## Security and Safety Rules`, `## Tool Usage` (memory routing instead
 * of the old memory tool; interactive shell bullets) and `## Interaction Details`.
 */
export function renderLegacyOperationalGuidelines(
  options?: CurrentOperationalGuidelinesOptions,
): string {
  if (!options) return '';
  const efficiency = options.enableShellEfficiency
    ? `${shellEfficiencyBlock(options.platform)}\n\n`
    : '';
  const tone = toneBullets(
    [
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
      'Command Execution',
      'Timeouts and Long Commands',
      'Scratch Work',
      'Package Managers',
    ],
    options,
  );
  return `# Operational Guidelines

${efficiency}## Tone and Style (CLI Interaction)
${tone}

## Security and Safety Rules
${pick(SECURITY_BULLETS, ['Explain Critical Commands', 'Security First', 'Irreversible Commands'])}

## Tool Usage
${tools}

## Interaction Details
${pick(INTERACTION_BULLETS, ['Help Command', 'Feedback'])}`;
}
