/**
 * What the compare view can put side by side. Each provider lists the sources it offers;
 * a source resolves to a named side: a whole configuration (rendered the same way as the
 * current work) or, for providers that have no configuration, a prompt text with its spans.
 * Adding a kind of source (the other CLI version, an imported system.md) is one provider.
 */
import type { PlaygroundState, RenderedPrompt, Snapshot } from '../../../core';
import {
  memoFirstMessageOf,
  systemPromptOf,
  type FirstMessage,
} from '../../components/configPrompt';

/** One side of a comparison, ready to diff and count. */
export interface CompareSide {
  /** The source id it came from. */
  sourceId: string;
  name: string;
  /** The configuration behind it (null for a prompt with no configuration). */
  config: PlaygroundState | null;
  system: Pick<RenderedPrompt, 'text' | 'sections' | 'error'>;
  firstMessage: FirstMessage;
}

/** A pickable source. */
export interface CompareSource {
  id: string;
  /** Option text in the picker. */
  label: string;
  /** Option group in the picker. */
  group: string;
  resolve: () => CompareSide;
}

/** What providers read to list their sources. */
export interface SourceContext {
  config: PlaygroundState;
  snapshots: readonly Snapshot[];
  linkSides: {
    a: { name: string; state: PlaygroundState };
    b: { name: string; state: PlaygroundState };
  } | null;
}

/** Lists the sources of one kind. */
export interface SourceProvider {
  id: string;
  list: (context: SourceContext) => CompareSource[];
}

/** A side rendered from a whole configuration. */
export function sideFromConfig(
  sourceId: string,
  name: string,
  config: PlaygroundState,
): CompareSide {
  return {
    sourceId,
    name,
    config,
    system: systemPromptOf(config),
    firstMessage: memoFirstMessageOf(config),
  };
}

const configSource = (
  id: string,
  label: string,
  group: string,
  config: PlaygroundState,
  name = label,
): CompareSource => ({
  id,
  label,
  group,
  resolve: () => sideFromConfig(id, name, config),
});

export const CURRENT_WORK = 'current';

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

const sharedLink: SourceProvider = {
  id: 'link',
  list: ({ linkSides }) =>
    linkSides
      ? [
          configSource(
            'link:a',
            `Link A: ${linkSides.a.name}`,
            'Comparison link',
            linkSides.a.state,
            linkSides.a.name,
          ),
          configSource(
            'link:b',
            `Link B: ${linkSides.b.name}`,
            'Comparison link',
            linkSides.b.state,
            linkSides.b.name,
          ),
        ]
      : [],
};

/**
 * The providers, in picker order. Planned: the same configuration in the other CLI version
 * (once the configuration has a CLI version setting) and the imported system prompt (once a
 * real system.md can be imported): each is one more entry here.
 */
export const SOURCE_PROVIDERS: readonly SourceProvider[] = [currentWork, snapshots, sharedLink];

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
