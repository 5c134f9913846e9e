/**
 * Types of the generated release bundles (src/releases/generated/, written by the install step
 * from manifest.json). Each bundle is one release of @google/gemini-cli-core's prompt code.
 */

import type { ReleaseSnippets, ReleaseToolDefinition, ReleaseToolDefinitions } from '../core';

/** A namespace of the release's prompts/snippets.js or prompts/snippets.legacy.js (core's port). */
export type SnippetModule = ReleaseSnippets;

/** One tool's definition in the release's tools/definitions/coreTools.js (core's port). */
export type ToolDefinition = ReleaseToolDefinition;

/**
 * The release's coreTools.js exports and `resolveToolDeclaration` (core's port); a bundle always
 * says whether it took the plan-mode description out of tools/tool-registry.js (null when not).
 */
export type ToolDefinitionsModule = ReleaseToolDefinitions & {
  planModeToolDescription: ((description: string, plansDir: string) => string) | null;
};

/**
 * A release's prompt code: what a render of the modern family needs (the legacy family's
 * snippets and the tool declarations load apart).
 */
export type ReleasePromptCode = Omit<ReleaseBundle, 'legacy' | 'tools'>;

export interface ReleaseBundle {
  /** The release, e.g. '0.61.0'. */
  version: string;
  /** Equal for releases whose bundles are byte-identical. */
  textId: string;
  modern: SnippetModule;
  legacy: SnippetModule;
  /** The release's config/models.js namespace (model → family), or null if it did not bundle. */
  models: Record<string, unknown> | null;
  /** The release's tool declarations, or null if they did not bundle. */
  tools: ToolDefinitionsModule | null;
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
