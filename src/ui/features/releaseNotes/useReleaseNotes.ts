import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  configInCliVersion,
  createDefaultPlaygroundState,
  isSeedsVersion,
  PLAYGROUND_CLI_VERSIONS,
  releaseNotes,
  type PlaygroundState,
  type ReleaseNote,
} from '../../../core';
import { systemPromptOf } from '../../components/configPrompt';
import { isWaitingForWording } from '../../components/renderPromptSafely';
import { releaseTextQuery, usePromptTextArrivals } from '../../prompt/promptTexts';

/** The releases, newest first (2026-02 is our wording, not a release: it has no notes). */
export const NOTED_RELEASES = PLAYGROUND_CLI_VERSIONS.filter((v) => !isSeedsVersion(v));

const defaults = new Map<string, PlaygroundState>();

/** A new user's configuration in `version`, one object per version (renders are memoised). */
function defaultIn(version: (typeof NOTED_RELEASES)[number]): PlaygroundState {
  let config = defaults.get(version);
  if (!config) {
    config = configInCliVersion(createDefaultPlaygroundState(), version).state;
    defaults.set(version, config);
  }
  return config;
}

/** What the release-notes view shows: the notes once every text is in, and the loading state. */
export interface ReleaseNotesState {
  notes: ReleaseNote[] | null;
  loaded: number;
  total: number;
  failed: { version: string; message: string; retry: () => void }[];
}

/**
 * The release notes of the default prompt: each release's own text of a new user's
 * configuration, diffed against the release before it, newest first. Every release's text
 * is loaded for it (one chunk per distinct text).
 */
export function useReleaseNotes(): ReleaseNotesState {
  const queries = useQueries({ queries: NOTED_RELEASES.map((v) => releaseTextQuery(v)) });
  const arrivals = usePromptTextArrivals();
  const loaded = queries.filter((q) => q.isSuccess).length;
  const complete = loaded === NOTED_RELEASES.length;
  const notes = useMemo(() => {
    if (!complete) return null;
    const prompts = NOTED_RELEASES.map((version) => ({
      version,
      prompt: systemPromptOf(defaultIn(version)),
    }));
    if (prompts.some(({ prompt }) => isWaitingForWording(prompt))) return null;
    return releaseNotes(prompts);
    // `arrivals`: a render that waited for a text is due again when one arrives.
  }, [complete, arrivals]); // eslint-disable-line react-hooks/exhaustive-deps
  const failed = queries.flatMap((q, i) =>
    q.isError
      ? [
          {
            version: NOTED_RELEASES[i] ?? '',
            message: q.error.message,
            retry: () => void q.refetch(),
          },
        ]
      : [],
  );
  return { notes, loaded, total: NOTED_RELEASES.length, failed };
}
