/**
 * Types of the generated release bundles (src/releases/generated/, written by the install step
 * from manifest.json). Each bundle is one release of @google/gemini-cli-core's prompt code.
 */

/** A namespace of the release's prompts/snippets.js or prompts/snippets.legacy.js. */
export interface SnippetModule {
  getCoreSystemPrompt(options: unknown): string;
  renderFinalShell(basePrompt: string, userMemory?: unknown, contextFilenames?: string[]): string;
  getCompressionPrompt(approvedPlanPath?: string): string;
  /** renderPreamble, renderCoreMandates, … one per section. */
  readonly [renderer: string]: unknown;
}

export interface ReleaseBundle {
  /** The release, e.g. '0.61.0'. */
  version: string;
  /** Equal for releases whose bundles are byte-identical. */
  textId: string;
  modern: SnippetModule;
  legacy: SnippetModule;
  /** The release's config/models.js namespace (model → family), or null if it did not bundle. */
  models: Record<string, unknown> | null;
  /** Sets the platform the legacy snippets read from their `process` shim. */
  setPlatform(platform: string): void;
}

export interface ReleaseEntry {
  version: string;
  textId: string;
}

/** What the app's notices show for the package the bundles come from. */
export interface PackageNotice {
  packageName: string;
  /** The release whose LICENSE file is quoted. */
  version: string;
  /** SPDX identifier. */
  license: string;
  licenseText: string;
}
