/**
 * Which on-demand prompt texts a configuration's first render waits for: its release's own
 * code, and our 2026-02 wording. The app's start loads them (src/start.tsx) and the build
 * preloads the default configuration's (scripts/build/defaultStartModules.ts), by this one rule.
 */
import { isReleaseVersion } from '../prompt/cliVersion';
import { needsLegacyWording } from '../prompt/needsLegacyWording';
import { releaseModelResolution } from '../prompt/release/family';
import type { ReleaseRenderer } from '../prompt/release/port';
import type { PlaygroundState } from '../state/playgroundState';
import { toPromptInput } from './toPromptInput';

export interface StartPromptTexts {
  /** The release whose own text is needed, or null. */
  release: string | null;
  /** Whether our 2026-02 wording is needed. */
  legacyWording: boolean;
}

export function startPromptTexts(
  state: Pick<PlaygroundState, 'target' | 'gemini' | 'workspace' | 'environment'>,
): StartPromptTexts {
  if (state.target !== 'gemini') return { release: null, legacyWording: false };
  const version = state.gemini.cliVersion;
  const release = isReleaseVersion(version) ? version : null;
  try {
    return { release, legacyWording: needsLegacyWording(startInput(state)) };
  } catch {
    // Rendering reports a configuration it cannot turn into input.
    return { release, legacyWording: false };
  }
}

/**
 * Only the version and the model decide: the memory is not discovered here (a workspace from a
 * link can be large, and the start runs this before the first paint).
 */
function startInput(
  state: Pick<PlaygroundState, 'target' | 'gemini' | 'workspace' | 'environment'>,
) {
  const gemini = { ...state.gemini, memorySource: 'manual' as const };
  return toPromptInput({ ...state, gemini });
}

/**
 * Whether the first render of a release's configuration also waits for the release's legacy
 * snippets, which load apart from its prompt code: when its model resolves, in `release`'s own
 * config/models.js, to the legacy family.
 */
export function startNeedsReleaseLegacy(
  state: Pick<PlaygroundState, 'target' | 'gemini' | 'workspace' | 'environment'>,
  release: Pick<ReleaseRenderer, 'version' | 'models'>,
): boolean {
  if (state.target !== 'gemini' || state.gemini.cliVersion !== release.version) return false;
  try {
    return releaseModelResolution(startInput(state), release).family === 'legacy';
  } catch {
    return false;
  }
}
