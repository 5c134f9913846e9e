/**
 * What the session comparison can put beside the current configuration: a saved snapshot,
 * or this very configuration in another CLI release (or 2026-02), the settings that version
 * lacks taking its defaults (core `configInCliVersion`).
 */
import {
  cliVersionName,
  configInCliVersion,
  PLAYGROUND_CLI_VERSIONS,
  type PlaygroundState,
  type Snapshot,
} from '../../../core';

/** One configuration the comparison can simulate beside the current one. */
export interface SessionSide {
  id: string;
  label: string;
  group: 'Snapshots' | 'Other CLI versions';
  /** The configuration (built when asked: a version switch copies the state). */
  state: () => PlaygroundState;
}

/** Every snapshot, newest last, then the current configuration in each other version. */
export function sessionSides(
  config: PlaygroundState,
  snapshots: readonly Snapshot[],
): SessionSide[] {
  const saved = snapshots.map((snapshot, index): SessionSide => ({
    id: `snapshot:${snapshot.id}`,
    label: `Snapshot ${index + 1}: ${snapshot.name}`,
    group: 'Snapshots',
    state: () => snapshot.config,
  }));
  const versions = PLAYGROUND_CLI_VERSIONS.filter((v) => v !== config.gemini.cliVersion).map(
    (version): SessionSide => ({
      id: `version:${version}`,
      label: `This configuration in ${cliVersionName(version)}`,
      group: 'Other CLI versions',
      state: () => configInCliVersion(config, version).state,
    }),
  );
  return [...saved, ...versions];
}

/** The side to show when none (or a vanished one) is picked: the last snapshot, else the first other version. */
export function defaultSideId(sides: readonly SessionSide[], picked: string | null): string | null {
  if (picked !== null && sides.some((side) => side.id === picked)) return picked;
  const snapshots = sides.filter((side) => side.group === 'Snapshots');
  return (snapshots[snapshots.length - 1] ?? sides[0])?.id ?? null;
}
