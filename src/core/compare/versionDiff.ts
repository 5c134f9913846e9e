/**
 * The settings diff across two CLI versions: the version itself, and the settings only one of
 * them reads (the other side does not read it; a setting reset when the configuration moved
 * to that version shows as its default).
 */
import type { PlaygroundCliVersion } from '../state/cliVersion';
import { defaultPlaygroundTemplate } from '../state/defaults';
import type { PlaygroundGeminiSettings } from '../state/playgroundState';
import { jsonEqual } from '../state/values';
import { VERSION_ONLY_FIELDS } from '../state/versionSwitch';
import type { SettingDifference } from './settingDifference';

/** Short version names for the diff: `2026-02`, `v0.56–0.61`. */
const VERSION_NAMES: Readonly<Record<PlaygroundCliVersion, string>> = {
  '2026-02': '2026-02',
  '0.61.0': 'v0.56–0.61',
};

/** The version's short name (`v0.61` → `v0.56–0.61`). */
export function cliVersionName(version: PlaygroundCliVersion): string {
  return VERSION_NAMES[version];
}

/** "CLI version: v0.56–0.61 → 2026-02", or null when both sides use one version. */
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

function onlyVersionOf(field: string): PlaygroundCliVersion | null {
  for (const version of Object.keys(VERSION_ONLY_FIELDS) as PlaygroundCliVersion[]) {
    if ((VERSION_ONLY_FIELDS[version] as readonly string[]).includes(field)) return version;
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
  const version = onlyVersionOf(field);
  if (version === null || a.cliVersion === b.cliVersion) return item;
  const fallback = defaultPlaygroundTemplate().gemini[field];
  const show = (side: PlaygroundGeminiSettings, shown: string): string =>
    side.cliVersion !== version
      ? `not read by ${cliVersionName(side.cliVersion)}`
      : jsonEqual(side[field], fallback)
        ? `${cliVersionName(version)} default`
        : shown;
  return {
    setting: `${item.setting} (${cliVersionName(version)} only)`,
    a: show(a, item.a),
    b: show(b, item.b),
  };
}
