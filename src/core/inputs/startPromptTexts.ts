/**
 * Which on-demand prompt texts a configuration's first render waits for: its release's own
 * code, and our 2026-02 wording. The app's start loads them (src/start.tsx) and the build
 * preloads the default configuration's (scripts/build/defaultStartModules.ts), by this one rule.
 */
import { isReleaseVersion } from '../prompt/cliVersion';
import { needsLegacyWording } from '../prompt/needsLegacyWording';
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
    // Only the version and the model decide: the memory is not discovered here (a workspace
    // from a link can be large, and the start runs this before the first paint).
    const gemini = { ...state.gemini, memorySource: 'manual' as const };
    return { release, legacyWording: needsLegacyWording(toPromptInput({ ...state, gemini })) };
  } catch {
    // Rendering reports a configuration it cannot turn into input.
    return { release, legacyWording: false };
  }
}
