/** Warnings about env values the CLI reads in a way a user may not expect. */
import { isSectionKey, sectionEnvVar, sectionKeysFor, type SectionKey } from './sectionKeys';
import { isDisablingToggleValue, type PromptEnv } from './sectionToggles';
import type { CliVersion, PromptWarning } from './types';

const TOGGLE_PREFIX = 'GEMINI_PROMPT_';
const SWITCH_LIKE_WORDS = [
  'yes',
  'y',
  'on',
  'no',
  'n',
  'off',
  'enable',
  'enabled',
  'disable',
  'disabled',
];

function closestSectionKey(suffix: string, version: CliVersion): SectionKey | undefined {
  const upper = suffix.toUpperCase().replace(/[^A-Z]/g, '');
  return sectionKeysFor(version).find(
    (key) => key === upper || upper.startsWith(key) || key.startsWith(upper),
  );
}

/**
 * Standard mode: unknown `GEMINI_PROMPT_*` names, and toggle values such as `no`/`off` that
 * keep a section enabled (keys as `version` reads them). Custom mode: every set toggle (and plan mode) is ignored.
 */
export function toggleWarnings(
  env: PromptEnv,
  customMode: boolean,
  planMode: boolean,
  version: CliVersion = '2026-02',
): PromptWarning[] {
  const warnings: PromptWarning[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith(TOGGLE_PREFIX) || value === undefined) continue;
    const suffix = name.slice(TOGGLE_PREFIX.length);
    if (customMode) {
      warnings.push({
        code: 'toggle-ignored-in-custom',
        message: `${name}=${value} has no effect: a custom system.md replaces all built-in sections.`,
        fix: 'Remove GEMINI_SYSTEM_MD to use the built-in sections, or edit the template instead.',
      });
      continue;
    }
    if (!isSectionKey(suffix, version)) {
      const guess = closestSectionKey(suffix, version);
      warnings.push({
        code: 'unknown-section-toggle',
        message: `${name} is not a section toggle the CLI reads, so it changes nothing.`,
        ...(guess ? { fix: `Did you mean ${sectionEnvVar(guess)}?` } : {}),
      });
      continue;
    }
    const normalised = value.trim().toLowerCase();
    if (!isDisablingToggleValue(value) && !['', '1', 'true'].includes(normalised)) {
      warnings.push({
        code: 'toggle-value-not-disabling',
        message: `${name}=${value} leaves the section enabled: only 0 or false (any case, spaces ignored) turn it off.`,
        fix: `Set ${name}=0 to remove the section.`,
      });
    }
  }
  if (customMode && planMode) {
    warnings.push({
      code: 'toggle-ignored-in-custom',
      message:
        'Plan mode does not change a custom system.md: the planning workflow is not inserted.',
    });
  }
  return warnings;
}

/** GEMINI_SYSTEM_MD / GEMINI_WRITE_SYSTEM_MD values like `yes` or `off` are paths, not switches. */
export function switchLikePathWarnings(env: PromptEnv, cwd: string): PromptWarning[] {
  return ['GEMINI_SYSTEM_MD', 'GEMINI_WRITE_SYSTEM_MD'].flatMap((name): PromptWarning[] => {
    const value = env[name]?.trim();
    if (!value || !SWITCH_LIKE_WORDS.includes(value.toLowerCase())) return [];
    return [
      {
        code: 'switch-like-path',
        message: `${name}=${value} is not a switch: the CLI treats it as the relative path ${cwd.replace(/\/$/, '')}/${value}.`,
        fix: `Use 1/true to enable or 0/false to disable ${name}.`,
      },
    ];
  });
}
