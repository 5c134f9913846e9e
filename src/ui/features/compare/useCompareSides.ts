import { useMemo } from 'react';
import { usePromptTextArrivals } from '../../prompt/promptTexts';
import { useConfigStore } from '../../store/configStore';
import { useUiStore } from '../../store/uiStore';
import { useSnapshotStore } from '../../store/snapshotStore';
import {
  defaultSourceIds,
  listSources,
  type CompareSide,
  type CompareSource,
  type ImportedPromptInput,
} from './sources';

/**
 * The sources on offer, the two picked (or default) ones, and their resolved sides.
 * `imported` is the import feature's prompt (null when nothing is imported).
 */
export function useCompareSides(imported: ImportedPromptInput | null): {
  sources: CompareSource[];
  ids: { a: string; b: string };
  a: CompareSide;
  b: CompareSide;
} {
  const config = useConfigStore((s) => s.config);
  const snapshots = useSnapshotStore((s) => s.snapshots);
  const linkSides = useUiStore((s) => s.linkSides);
  const sourceA = useUiStore((s) => s.sourceA);
  const sourceB = useUiStore((s) => s.sourceB);
  const sources = useMemo(
    () => listSources({ config, snapshots, linkSides, imported }),
    [config, snapshots, linkSides, imported],
  );
  const ids = defaultSourceIds(sources, { a: sourceA, b: sourceB });
  const pickA = sources.find((s) => s.id === ids.a);
  const pickB = sources.find((s) => s.id === ids.b);
  // Sides render once per configuration object (see `systemPromptOf`); a side whose text was
  // still loading renders again when a text arrives (`arrivals`).
  const arrivals = usePromptTextArrivals();
  const a = useMemo(() => (pickA ?? sources[0])!.resolve(), [pickA, sources, arrivals]); // eslint-disable-line react-hooks/exhaustive-deps
  const b = useMemo(() => (pickB ?? sources[0])!.resolve(), [pickB, sources, arrivals]); // eslint-disable-line react-hooks/exhaustive-deps
  return { sources, ids, a, b };
}
