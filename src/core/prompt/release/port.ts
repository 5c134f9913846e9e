/**
 * The port through which the core renders a published release's own prompt code. A release
 * bundle (`src/releases/`, built from `@google/gemini-cli-core`'s `dist/src/prompts/snippets.js`,
 * `snippets.legacy.js`, `config/models.js` and `tools/definitions/`) satisfies it structurally; the core never
 * imports the bundle itself.
 */

/** A namespace of the release's `snippets.js` or `snippets.legacy.js`. */
export interface ReleaseSnippets {
  getCoreSystemPrompt(options: unknown): string;
  renderFinalShell(basePrompt: string, userMemory?: unknown, contextFilenames?: string[]): string;
  getCompressionPrompt(approvedPlanPath?: string): string;
  /** The per-section renderers (`renderPreamble`, `renderCoreMandates`, …). */
  readonly [renderer: string]: unknown;
}

/** One tool's definition in the release's `tools/definitions/coreTools.js`. */
export interface ReleaseToolDefinition {
  readonly base: unknown;
  overrides?: (modelId: string) => unknown;
}

/**
 * The release's `tools/definitions/coreTools.js` exports (`READ_FILE_DEFINITION`, …,
 * `getShellDefinition`, `getExitPlanModeDefinition`, `getActivateSkillDefinition`) and
 * `resolver.js` `resolveToolDeclaration`: the declarations its tools' `getSchema(modelId)` return.
 */
export interface ReleaseToolDefinitions {
  resolveToolDeclaration(definition: ReleaseToolDefinition, modelId?: string): unknown;
  getShellDefinition(
    interactiveShell: boolean,
    efficiency: boolean,
    toolSandboxing?: boolean,
  ): ReleaseToolDefinition;
  getExitPlanModeDefinition(): ReleaseToolDefinition;
  getActivateSkillDefinition(skillNames: string[]): ReleaseToolDefinition;
  /**
   * `tools/tool-registry.js` `getFunctionDeclarations`' description of write_file and replace in
   * plan mode, taken out by the bundle; null when the release's code had another shape.
   */
  planModeToolDescription?: ((description: string, plansDir: string) => string) | null;
  readonly [exported: string]: unknown;
}

/** One release's prompt code. */
export interface ReleaseRenderer {
  /** The release, e.g. `'0.61.0'`. */
  version: string;
  /** Equal for releases whose prompt code is byte-identical. */
  textId: string;
  modern: ReleaseSnippets;
  /**
   * The legacy family's snippets; null while they are on their way (the app loads them apart
   * from the rest: a render that needs them throws a `ReleaseTextMissingError` meanwhile).
   */
  legacy: ReleaseSnippets | null;
  /** The release's `config/models.js` namespace, or null when it does not bundle. */
  models: Record<string, unknown> | null;
  /** The release's tool declarations, or null when they do not bundle. */
  tools: ReleaseToolDefinitions | null;
  /** Sets the `process.platform` the legacy snippets read at call time. */
  setPlatform(platform: string): void;
}

/** What a render may need: our 2026-02 wording and the release's own code. */
export interface PromptTexts<Legacy> {
  legacy: Legacy | null;
  release: ReleaseRenderer | null;
}
