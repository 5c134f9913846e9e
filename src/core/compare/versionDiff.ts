/**
 * The settings diff across two CLI versions: the version itself, and the settings only one of
 * them reads (the other side does not read it; a setting reset when the configuration moved
 * to that version shows as its default).
 */
import {
  cliVersionKind,
  type CliVersionKind,
  type PlaygroundCliVersion,
} from '../state/cliVersion';
import { defaultPlaygroundTemplate } from '../state/defaults';
import type { PlaygroundGeminiSettings } from '../state/playgroundState';
import { jsonEqual } from '../state/values';
import { VERSION_ONLY_FIELDS } from '../state/versionSwitch';
import type { SettingDifference } from './settingDifference';

/** The version's short name: the release (`0.61.0`) or `2026-02`. */
export function cliVersionName(version: PlaygroundCliVersion): string {
  return version;
}

/** "CLI version: 0.61.0 → 2026-02", or null when both sides use one version. */
export function cliVersionDifference(
  a: PlaygroundGeminiSettings,
  b: PlaygroundGeminiSettings,
): SettingDifference | null {
  if (a.cliVersion === b.cliVersion) return null;
  return {
    setting: 'CLI version',
    a: cliVersionName(a.cliVersion),
    b: cliVersionName(b.cliVersion),
  };
}

function onlyKindOf(field: string): CliVersionKind | null {
  for (const kind of Object.keys(VERSION_ONLY_FIELDS) as CliVersionKind[]) {
    if ((VERSION_ONLY_FIELDS[kind] as readonly string[]).includes(field)) return kind;
  }
  return null;
}

/**
 * `item` (the plain difference of `field`) restated when A and B use different versions and
 * only one of them reads `field`: the other side "does not read it", and a value equal to
 * the default says "default". Otherwise `item` as it is.
 */
export function acrossVersions(
  field: keyof PlaygroundGeminiSettings,
  a: PlaygroundGeminiSettings,
  b: PlaygroundGeminiSettings,
  item: SettingDifference,
): SettingDifference {
  const kind = onlyKindOf(field);
  if (kind === null || cliVersionKind(a.cliVersion) === cliVersionKind(b.cliVersion)) return item;
  const reader = cliVersionKind(a.cliVersion) === kind ? a : b;
  const name = kind === 'seeds' ? '2026-02' : 'releases';
  const fallback = defaultPlaygroundTemplate().gemini[field];
  const show = (side: PlaygroundGeminiSettings, shown: string): string =>
    side !== reader
      ? `not read by ${cliVersionName(side.cliVersion)}`
      : jsonEqual(side[field], fallback)
        ? `${cliVersionName(reader.cliVersion)} default`
        : shown;
  return {
    setting: `${item.setting} (${name} only)`,
    a: show(a, item.a),
    b: show(b, item.b),
  };
}
