/**
 * What the compare view can put side by side. Each provider lists the sources it offers;
 * a source resolves to a named side (see `sideKinds.ts`): a whole configuration, or an
 * imported prompt text with its parts. Adding a kind of source is one provider.
 */
import type { ComparisonSide } from '../../../core';
import { CURRENT_WORK } from '../../store/compareSlice';
import { importedSources, otherVersion } from './derivedSources';
import {
  configSource,
  sideFromLink,
  type CompareSource,
  type SourceContext,
  type SourceProvider,
} from './sideKinds';

export type {
  CompareSide,
  CompareSource,
  ImportedPromptInput,
  SourceContext,
  SourceProvider,
} from './sideKinds';
export { CURRENT_WORK };

const currentWork: SourceProvider = {
  id: 'current',
  list: ({ config }) => [configSource(CURRENT_WORK, 'Current work', 'Now', config)],
};

const snapshots: SourceProvider = {
  id: 'snapshots',
  list: ({ snapshots: list }) =>
    list.map((s, i) =>
      configSource(
        `snapshot:${s.id}`,
        `Snapshot ${i + 1}: ${s.name}`,
        'Snapshots',
        s.config,
        s.name,
      ),
    ),
};

const linkSource = (id: string, label: string, side: ComparisonSide): CompareSource => ({
  id,
  label: `${label}: ${side.name}`,
  group: 'Comparison link',
  resolve: () => sideFromLink(id, side),
});

const sharedLink: SourceProvider = {
  id: 'link',
  list: ({ linkSides }) =>
    linkSides
      ? [linkSource('link:a', 'Link A', linkSides.a), linkSource('link:b', 'Link B', linkSides.b)]
      : [],
};

/** The providers, in picker order. */
export const SOURCE_PROVIDERS: readonly SourceProvider[] = [
  currentWork,
  snapshots,
  otherVersion,
  importedSources,
  sharedLink,
];

/** Every source the providers offer now. */
export function listSources(
  context: SourceContext,
  providers: readonly SourceProvider[] = SOURCE_PROVIDERS,
): CompareSource[] {
  return providers.flatMap((provider) => provider.list(context));
}

/**
 * The sources to show when none (or a vanished one) is picked: A is the last snapshot (or
 * the link's first side), B the current work (or the link's second side).
 */
export function defaultSourceIds(
  sources: readonly CompareSource[],
  picked: { a: string | null; b: string | null },
): { a: string; b: string } {
  const has = (id: string | null): id is string => id !== null && sources.some((s) => s.id === id);
  const lastSnapshot = [...sources].reverse().find((s) => s.id.startsWith('snapshot:'));
  return {
    a: has(picked.a) ? picked.a : (lastSnapshot?.id ?? CURRENT_WORK),
    b: has(picked.b) ? picked.b : CURRENT_WORK,
  };
}
