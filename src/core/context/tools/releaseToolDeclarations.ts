/**
 * A release's built-in tool declarations in the release's own words: what each tool class's
 * `getSchema(modelId)` returns in `@google/gemini-cli-core` (dist/src/tools/*.js), computed by
 * the release's `tools/definitions/coreTools.js` and `resolver.js` `resolveToolDeclaration`
 * (bundled with the release, see src/releases/README.md). Tools whose schema the release does
 * not build there keep Promptscope's wording, and each declaration says which it is.
 */
import { modelIdInForce, type ModelInForceInput } from '../../modelInForce';
import type { ReleaseToolDefinition, ReleaseToolDefinitions } from '../../prompt/release/port';
import type { PromptInput } from '../../prompt/types';
import {
  ACTIVATE_SKILL_TOOL_NAME,
  ASK_USER_TOOL_NAME,
  EDIT_TOOL_NAME,
  ENTER_PLAN_MODE_TOOL_NAME,
  EXIT_PLAN_MODE_TOOL_NAME,
  GET_INTERNAL_DOCS_TOOL_NAME,
  GLOB_TOOL_NAME,
  GREP_TOOL_NAME,
  LS_TOOL_NAME,
  READ_FILE_TOOL_NAME,
  READ_MANY_FILES_TOOL_NAME,
  SHELL_TOOL_NAME,
  WEB_FETCH_TOOL_NAME,
  WEB_SEARCH_TOOL_NAME,
  WRITE_FILE_TOOL_NAME,
  WRITE_TODOS_TOOL_NAME,
} from '../../toolNames';
import type { ToolFunctionDeclaration } from './toolSchemas';

/**
 * The coreTools.js export each tool class resolves (its `getSchema(modelId)`). `grep_search` is
 * `RipGrepTool`'s: the CLI registers it when ripgrep is usable (its default), `GrepTool` only
 * otherwise.
 */
export const RELEASE_DEFINITION_EXPORTS: Readonly<Record<string, string>> = {
  [LS_TOOL_NAME]: 'LS_DEFINITION',
  [READ_FILE_TOOL_NAME]: 'READ_FILE_DEFINITION',
  [WRITE_FILE_TOOL_NAME]: 'WRITE_FILE_DEFINITION',
  [EDIT_TOOL_NAME]: 'EDIT_DEFINITION',
  [GLOB_TOOL_NAME]: 'GLOB_DEFINITION',
  [GREP_TOOL_NAME]: 'RIP_GREP_DEFINITION',
  [READ_MANY_FILES_TOOL_NAME]: 'READ_MANY_FILES_DEFINITION',
  [WEB_FETCH_TOOL_NAME]: 'WEB_FETCH_DEFINITION',
  [WEB_SEARCH_TOOL_NAME]: 'WEB_SEARCH_DEFINITION',
  [WRITE_TODOS_TOOL_NAME]: 'WRITE_TODOS_DEFINITION',
  [GET_INTERNAL_DOCS_TOOL_NAME]: 'GET_INTERNAL_DOCS_DEFINITION',
  [ASK_USER_TOOL_NAME]: 'ASK_USER_DEFINITION',
  [ENTER_PLAN_MODE_TOOL_NAME]: 'ENTER_PLAN_MODE_DEFINITION',
};

/** Tools whose declaration the release builds from the configuration. */
const DYNAMIC_TOOLS = new Set([
  SHELL_TOOL_NAME,
  ACTIVATE_SKILL_TOOL_NAME,
  EXIT_PLAN_MODE_TOOL_NAME,
]);

/**
 * In plan mode the release's registry rewrites these two descriptions (tools/tool-registry.js
 * `getFunctionDeclarations`); the bundle carries that rewrite as `planModeToolDescription`, and
 * without it they keep our wording there.
 */
const PLAN_MODE_REWORDED = new Set([WRITE_FILE_TOOL_NAME, EDIT_TOOL_NAME]);

/** What a release's declarations read from the configuration. */
export type ReleaseToolInput = ModelInForceInput &
  Pick<
    PromptInput,
    | 'interactive'
    | 'interactiveShell'
    | 'enableShellOutputEfficiency'
    | 'toolSandboxing'
    | 'skills'
    | 'platform'
    | 'approvalMode'
    | 'plansDir'
  >;

const isPlanModeReworded = (name: string, input: Pick<PromptInput, 'approvalMode'>): boolean =>
  input.approvalMode === 'plan' && PLAN_MODE_REWORDED.has(name);

/**
 * Why a built-in tool cannot be declared from the release's code (`tools`, null when it has
 * none), or null when it can.
 */
export function releaseDeclarationGap(
  name: string,
  input: Pick<PromptInput, 'approvalMode'>,
  tools: ReleaseToolDefinitions | null,
): 'not-in-release-code' | 'no-release-code' | 'plan-mode-rewording' | null {
  if (!(name in RELEASE_DEFINITION_EXPORTS) && !DYNAMIC_TOOLS.has(name)) {
    return 'not-in-release-code';
  }
  if (!tools) return 'no-release-code';
  if (isPlanModeReworded(name, input) && typeof tools.planModeToolDescription !== 'function') {
    return 'plan-mode-rewording';
  }
  return null;
}

function definitionOf(
  name: string,
  tools: ReleaseToolDefinitions,
  input: ReleaseToolInput,
): ReleaseToolDefinition | null {
  switch (name) {
    case SHELL_TOOL_NAME:
      // tools/shell.js: isInteractiveShellEnabled(), getEnableShellOutputEfficiency(),
      // getSandboxEnabled(); the same values the prompt's options take.
      return tools.getShellDefinition(
        input.interactive && (input.interactiveShell ?? false),
        input.enableShellOutputEfficiency,
        input.toolSandboxing ?? false,
      );
    case ACTIVATE_SKILL_TOOL_NAME:
      return tools.getActivateSkillDefinition(input.skills.map((skill) => skill.name));
    case EXIT_PLAN_MODE_TOOL_NAME:
      return tools.getExitPlanModeDefinition();
    default: {
      const exported = RELEASE_DEFINITION_EXPORTS[name];
      const definition = exported ? tools[exported] : undefined;
      return isDefinition(definition) ? definition : null;
    }
  }
}

function isDefinition(value: unknown): value is ReleaseToolDefinition {
  return typeof value === 'object' && value !== null && 'base' in value;
}

function isDeclaration(value: unknown, name: string): value is ToolFunctionDeclaration {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record['name'] === name &&
    typeof record['description'] === 'string' &&
    typeof record['parametersJsonSchema'] === 'object' &&
    record['parametersJsonSchema'] !== null
  );
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const cache = new WeakMap<ReleaseToolDefinitions, Map<string, ToolFunctionDeclaration | null>>();
const CACHE_LIMIT = 200;

/**
 * The release's declaration of built-in tool `name` for the model in force (`modelIdInForce`,
 * the request's model), or null when the release's code does not build it (see
 * {@link releaseDeclarationGap}) or returns something that is no declaration. The result is a
 * frozen plain-JSON copy, so the request and every export send it unchanged.
 */
export function releaseToolDeclaration(
  name: string,
  tools: ReleaseToolDefinitions,
  setPlatform: (platform: string) => void,
  input: ReleaseToolInput,
): ToolFunctionDeclaration | null {
  if (releaseDeclarationGap(name, input, tools) !== null) return null;
  const modelId = modelIdInForce(input);
  const planMode = isPlanModeReworded(name, input);
  const key = JSON.stringify([
    name,
    modelId,
    input.platform,
    name === SHELL_TOOL_NAME
      ? [input.interactive, input.interactiveShell, input.enableShellOutputEfficiency]
      : null,
    name === SHELL_TOOL_NAME ? (input.toolSandboxing ?? false) : null,
    name === ACTIVATE_SKILL_TOOL_NAME ? input.skills.map((skill) => skill.name) : null,
    planMode ? input.plansDir : null,
  ]);
  let byKey = cache.get(tools);
  if (!byKey) cache.set(tools, (byKey = new Map()));
  const known = byKey.get(key);
  if (known !== undefined) return known;
  let declaration: ToolFunctionDeclaration | null = null;
  try {
    // The shell declaration reads `os.platform()`, the bundle's `process` shim.
    setPlatform(input.platform);
    const definition = definitionOf(name, tools, input);
    const resolved = definition ? tools.resolveToolDeclaration(definition, modelId) : null;
    const rewrite = tools.planModeToolDescription;
    const sent =
      planMode && rewrite && isDeclaration(resolved, name)
        ? { ...resolved, description: rewrite(resolved.description, input.plansDir) }
        : resolved;
    declaration = isDeclaration(sent, name)
      ? deepFreeze(JSON.parse(JSON.stringify(sent)) as ToolFunctionDeclaration)
      : null;
  } catch {
    // A release whose declaration code throws here keeps our wording for this tool.
    declaration = null;
  }
  if (byKey.size >= CACHE_LIMIT) byKey.clear();
  byKey.set(key, declaration);
  return declaration;
}
