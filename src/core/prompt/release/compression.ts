/** The compression summariser's prompt of a release (its snippets' `getCompressionPrompt`). */
import type { PromptInput } from '../types';
import { releaseModelResolution } from './family';
import { familySnippets } from './missing';
import type { ReleaseRenderer } from './port';

/**
 * What the release's `PromptProvider.getCompressionPrompt` returns: the family's
 * `getCompressionPrompt(approvedPlanPath)` for the model in force (the legacy snippets take
 * no plan).
 */
export function releaseCompressionPrompt(
  release: ReleaseRenderer,
  input: Pick<PromptInput, 'model' | 'hasPreviewAccess' | 'gemini31Launched' | 'gemini35FlashGA'>,
  approvedPlanPath?: string,
): string {
  const { family } = releaseModelResolution(input, release);
  const snippets = familySnippets(release, family);
  return snippets.getCompressionPrompt(approvedPlanPath);
}
