/**
 * Our wording of the 2026-02 pipeline, which a new user's default (the newest release, which
 * renders from its own code) never needs: the app loads it on demand (see
 * legacyWordingParts.ts, which the CLI commands and the tests use directly).
 */
import type { PromptPipeline } from './promptPipeline';
import type { PromptInput } from './types';

/** Everything the on-demand wording holds. */
export interface LegacyWording {
  /** The 2026-02 pipeline (gemini-cli revision 4a6e3eb646). */
  pipeline2026(input: PromptInput): PromptPipeline;
}

/** Thrown when a prompt needs the legacy wording and none was given (it is still loading). */
export class LegacyWordingMissingError extends Error {
  constructor(what: string) {
    super(`the wording of ${what} is not loaded yet`);
    this.name = 'LegacyWordingMissingError';
  }
}

/** The given wording, or a {@link LegacyWordingMissingError} naming what needed it. */
export function requireLegacyWording(
  wording: LegacyWording | null | undefined,
  what: string,
): LegacyWording {
  if (!wording) throw new LegacyWordingMissingError(what);
  return wording;
}
