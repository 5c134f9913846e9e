/**
 * The prompt texts the core renders with, loaded on demand: each CLI release's own code (one
 * lazy chunk per distinct text, src/releases) and our wording of the 2026-02 pipeline and of
 * the legacy family's modelled parts (core/prompt/legacyWording.ts). Rendering is synchronous,
 * so what has arrived is kept here; the queries below say what is loading or failed, for the
 * labels that show it, and retry a failed load.
 */
import { queryOptions } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { provideRelease, type LegacyWording, type ReleaseRenderer } from '../../core';

let wording: LegacyWording | null = null;
let wordingLoad: Promise<LegacyWording> | null = null;
const releases = new Map<string, ReleaseRenderer>();
const releaseLoads = new Map<string, Promise<ReleaseRenderer>>();
/** The legacy snippets' loads, by release (a failed one is removed, to be tried again). */
const legacyLoads = new Map<string, Promise<ReleaseRenderer>>();
/** The tool declarations' loads, by release (a failed one is removed, to be tried again). */
const toolLoads = new Map<string, Promise<void>>();
/** The releases whose declarations were asked for, and those whose declarations joined them. */
const toolsTried = new Set<string>();
const toolsJoined = new Set<string>();
/** Bumped whenever a text arrives: renders that waited for one are due again. */
let arrivals = 0;
const listeners = new Set<() => void>();

function arrived(): void {
  arrivals += 1;
  for (const listener of listeners) listener();
}

/** The 2026-02 / legacy-family wording if it has arrived, else null. */
export function loadedLegacyWording(): LegacyWording | null {
  return wording;
}

/** Loads the wording once (a failed load is tried again on the next call). */
export function loadLegacyWording(): Promise<LegacyWording> {
  wordingLoad ??= import('../../core/prompt/legacyWordingParts').then(
    (module) => {
      wording = module.LEGACY_WORDING;
      arrived();
      return module.LEGACY_WORDING;
    },
    (error: unknown) => {
      wordingLoad = null;
      throw error;
    },
  );
  return wordingLoad;
}

/** Release `version`'s own text if it has arrived, else null. */
export function loadedReleaseText(version: string): ReleaseRenderer | null {
  return releases.get(version) ?? null;
}

/** Why a release's text did not load, in words for the page (the cause kept). */
export class ReleaseTextLoadError extends Error {
  constructor(
    readonly version: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`The CLI's own text of release ${version} did not load (${reason}).`, { cause });
    this.name = 'ReleaseTextLoadError';
  }
}

/**
 * Loads release `version`'s own text once: its chunk (shared by releases with the same text)
 * through src/releases. A failed load is tried again on the next call. The legacy family's
 * snippets and the tool declarations are chunks of their own that the modern family's renders
 * do not wait for: each loads once something needs it or the page is idle, after the first
 * render ({@link loadReleaseLegacyText}, {@link loadReleaseDeclarations}), and joins the
 * release when it arrives.
 */
export function loadReleaseText(version: string): Promise<ReleaseRenderer> {
  let load = releaseLoads.get(version);
  if (!load) {
    load = import('../../releases')
      .then(async ({ loadReleasePromptCode }): Promise<ReleaseRenderer> => ({
        // Core's `ReleaseRenderer` as it is (a structural match), its other parts to come.
        ...(await loadReleasePromptCode(version)),
        legacy: null,
        tools: null,
      }))
      .then(
        (renderer) => {
          releases.set(version, renderer);
          // Every core render of this release (exports, compare, the turn view) uses it too.
          provideRelease(renderer);
          arrived();
          return renderer;
        },
        (error: unknown) => {
          releaseLoads.delete(version);
          throw new ReleaseTextLoadError(version, error);
        },
      );
    releaseLoads.set(version, load);
  }
  return load;
}

/**
 * Gives `renderer` its legacy snippets once they arrive. A failed load is tried again by the
 * next {@link loadReleaseLegacyText}; meanwhile a legacy render waits (and says so).
 */
function joinLegacy(
  renderer: ReleaseRenderer,
  legacy: Promise<NonNullable<ReleaseRenderer['legacy']>>,
): Promise<ReleaseRenderer> {
  return legacy.then(
    (snippets) => {
      renderer.legacy = snippets;
      arrived();
      return renderer;
    },
    (error: unknown) => {
      legacyLoads.delete(renderer.version);
      throw new ReleaseTextLoadError(renderer.version, error);
    },
  );
}

/**
 * Loads release `version`'s text with its legacy family's snippets (what a render of a model
 * of that family needs). A failed load of the snippets is tried again on the next call.
 */
export function loadReleaseLegacyText(version: string): Promise<ReleaseRenderer> {
  return loadReleaseText(version).then((renderer) => {
    let load = legacyLoads.get(version);
    if (!load) {
      load = import('../../releases').then(({ loadReleaseLegacy }) =>
        joinLegacy(renderer, loadReleaseLegacy(version)),
      );
      legacyLoads.set(version, load);
    }
    return load;
  });
}

/**
 * Loads every part of release `version`'s code: its text, its legacy snippets and its tool
 * declarations (settled: a failed load of the declarations leaves the release without them).
 */
export function loadWholeReleaseText(version: string): Promise<ReleaseRenderer> {
  return Promise.all([loadReleaseLegacyText(version), loadReleaseDeclarations(version)]).then(
    ([renderer]) => renderer,
  );
}

/**
 * Loads release `version`'s tool declarations once (with its text) and gives them to the
 * release. Settles when they have joined it, or when their load failed: the release is then
 * left without them, as one whose declarations did not bundle (the Request tab says its
 * declarations are ours because the release's code is not loaded), and the next call tries
 * again.
 */
export function loadReleaseDeclarations(version: string): Promise<void> {
  let load = toolLoads.get(version);
  if (!load) {
    load = loadReleaseText(version).then(async (renderer) => {
      const { loadReleaseTools } = await import('../../releases');
      try {
        renderer.tools = await loadReleaseTools(version);
        toolsJoined.add(version);
      } catch {
        toolLoads.delete(version);
      }
      arrived();
    });
    load.catch(() => toolLoads.delete(version));
    toolLoads.set(version, load);
    toolsTried.add(version);
  }
  return load.catch(() => undefined);
}

/**
 * Whether release `version`'s tool declarations have yet to join its loaded text: a figure that
 * includes them (the opening request) is not shown meanwhile, since it would count our wording
 * instead; it asks for them ({@link loadReleaseDeclarations}). False before the text has
 * arrived, once they have joined it, and while a failed load is not tried again.
 */
export function releaseToolsPending(version: string): boolean {
  return releases.has(version) && !toolsJoined.has(version) && !toolsFailed(version);
}

/** A load of the declarations was made and failed (and is not being tried again). */
const toolsFailed = (version: string): boolean =>
  toolsTried.has(version) && !toolLoads.has(version);

/**
 * A release's text as a query (`['prompt-text', 'release', version]`): loading, arrived, or
 * the error with a retry. It shares the load with rendering, which starts it on its own.
 */
export function releaseTextQuery(version: string) {
  return queryOptions({
    queryKey: ['prompt-text', 'release', version] as const,
    queryFn: () => loadReleaseText(version),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** Calls `listener` whenever a prompt text arrives; returns the unsubscribe function. */
export function subscribePromptTextArrivals(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const arrivalCount = () => arrivals;

/**
 * How many texts have arrived: a component calling this renders again when one does (use the
 * number as a memo dependency where a render waited for a text).
 */
export function usePromptTextArrivals(): number {
  return useSyncExternalStore(subscribePromptTextArrivals, arrivalCount, arrivalCount);
}

/** Whether the 2026-02 / legacy-family wording has arrived (rendered again when it does). */
export function useLegacyWordingLoaded(): boolean {
  usePromptTextArrivals();
  return wording !== null;
}
