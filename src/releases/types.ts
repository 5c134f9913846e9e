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

/** One tool's definition in the release's tools/definitions/coreTools.js. */
export interface ToolDefinition {
  readonly base: unknown;
  overrides?: (modelId: string) => unknown;
}

/** The release's coreTools.js exports (`READ_FILE_DEFINITION`, …) and `resolveToolDeclaration`. */
export interface ToolDefinitionsModule {
  resolveToolDeclaration(definition: ToolDefinition, modelId?: string): unknown;
  getShellDefinition(
    interactiveShell: boolean,
    efficiency: boolean,
    toolSandboxing?: boolean,
  ): ToolDefinition;
  getExitPlanModeDefinition(): ToolDefinition;
  getActivateSkillDefinition(skillNames: string[]): ToolDefinition;
  /** tools/tool-registry.js's plan-mode description of write_file and replace, or null. */
  planModeToolDescription: ((description: string, plansDir: string) => string) | null;
  /** `READ_FILE_DEFINITION`, `RIP_GREP_DEFINITION`, … and the name constants. */
  readonly [exported: string]: unknown;
}

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
