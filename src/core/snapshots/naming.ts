/** The default name of a new snapshot: target, model and time. */
import type { PlaygroundState } from '../state/playgroundState';

const TARGET_NAMES: Record<PlaygroundState['target'], string> = {
  gemini: 'Gemini CLI',
  asimi: 'Asimi CLI',
  providers: 'Multi-provider',
};

/** Display name of a target. */
export function targetDisplayName(target: PlaygroundState['target']): string {
  return TARGET_NAMES[target];
}

/**
 * The model of the configuration's target: the selected provider's for the multi-provider
 * target, none for the Asimi CLI (its prompt does not depend on one).
 */
export function targetModel(config: PlaygroundState): string {
  if (config.target === 'asimi') return '';
  if (config.target === 'providers') return config.providers.models[config.providers.selected];
  return config.gemini.model;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `Gemini CLI · gemini-2.5-pro · 2026-11-24 14:05` (local time of `now`). */
export function defaultSnapshotName(config: PlaygroundState, now: Date): string {
  const time = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())} ${two(now.getHours())}:${two(now.getMinutes())}`;
  return [targetDisplayName(config.target), targetModel(config), time].filter(Boolean).join(' · ');
}
