/**
 * The settings diff of two compare sides, where a side is either a configuration (its prompt
 * modeled from it) or an imported system prompt (a file, with no configuration behind it).
 */
import type { PlaygroundState } from '../state/playgroundState';
import { describeConfigDifferences, type SettingDifference } from './configDiff';

/** One side of a comparison as the settings diff sees it. */
export interface DescribedSide {
  /** The configuration the prompt is modeled from (null for an imported prompt). */
  config: PlaygroundState | null;
  /** Set when the side is an imported prompt: its file name and the parts switched off. */
  imported: { fileName: string; switchedOff: number } | null;
}

function originOf(side: DescribedSide): string {
  if (!side.imported) return 'modeled from the configuration';
  const { fileName, switchedOff } = side.imported;
  const off =
    switchedOff > 0 ? `, ${switchedOff} part${switchedOff === 1 ? '' : 's'} switched off` : '';
  return `the imported file “${fileName || 'pasted text'}”${off}`;
}

/**
 * Where each side's prompt comes from when one is imported ("Prompt: modeled from the
 * configuration → the imported file “system.md”"), then the settings that differ when both
 * have a configuration. Null when a side has neither (nothing to say).
 */
export function describeSideDifferences(
  a: DescribedSide,
  b: DescribedSide,
): SettingDifference[] | null {
  const rows: SettingDifference[] = [];
  if (a.imported || b.imported) {
    const origin = { setting: 'Prompt', a: originOf(a), b: originOf(b) };
    if (origin.a !== origin.b) rows.push(origin);
  } else if (!a.config || !b.config) {
    return null;
  }
  if (a.config && b.config) rows.push(...describeConfigDifferences(a.config, b.config));
  return rows;
}
