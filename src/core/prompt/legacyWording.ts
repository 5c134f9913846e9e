/**
 * The wording a new user's default never renders: the 2026-02 pipeline and the v0.61 legacy
 * family's sections (which reuse the 2026-02 texts). The default (v0.61, model `auto`) gets
 * the modern family, so the app loads this wording on demand (see legacyWordingParts.ts for
 * the full set, which the CLI commands and the tests use directly).
 */
import type {
  CurrentCoreMandatesOptions,
  CurrentOperationalGuidelinesOptions,
  CurrentPlanningWorkflowOptions,
  CurrentPrimaryWorkflowsOptions,
} from './current/options';
import type { PromptPipeline } from './promptPipeline';
import type { PromptInput } from './types';

/** The legacy family's own sections (gemini-cli packages/core/src/prompts/snippets.legacy.ts). */
export interface LegacyFamilyWording {
  coreMandates(options?: CurrentCoreMandatesOptions): string;
  primaryWorkflows(options?: CurrentPrimaryWorkflowsOptions): string;
  planningWorkflow(options?: CurrentPlanningWorkflowOptions): string;
  operationalGuidelines(options?: CurrentOperationalGuidelinesOptions): string;
}

/** Everything the on-demand wording holds. */
export interface LegacyWording {
  legacyFamily: LegacyFamilyWording;
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
