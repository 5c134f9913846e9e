/**
 * The current CLI's provider step (gemini-cli packages/core/src/prompts/promptProvider.ts):
 * flags from the input, each section behind `withSection(key, factory, guard)` with the
 * guards of {@link currentGuardReason}. Pure: the model resolution and the effective tools
 * are passed in.
 */
import {
  ENTER_PLAN_MODE_TOOL_NAME,
  GLOB_TOOL_NAME,
  GREP_TOOL_NAME,
  READ_FILE_TOOL_NAME,
  WRITE_TODOS_TOOL_NAME,
} from '../../toolNames';
import { relativePosix } from '../../posixPath';
import { sandboxModeFromEnv, withSection } from '../provider';
import type { SectionKey } from '../sectionKeys';
import { isSectionEnabled } from '../sectionToggles';
import type { McpToolDefinition, PromptFamily, PromptInput } from '../types';
import { currentGuardPasses, type GuardContext } from './guards';
import { activeMcpTools, mcpToolDisplayName, mcpToolRegisteredName } from './mcpToolNames';
import { builtInToolDisplayName } from './toolDisplayNames';
import { contextFilenamesOf, hasHierarchicalMemory } from './memory';
import type { CurrentSystemPromptOptions } from './options';

/** The name the provider looks the codebase investigator up by (see `enableCodebaseInvestigator`). */
export const CODEBASE_INVESTIGATOR_LOOKUP_NAME = 'CodebaseInvestigatorAgent';

/** A one-line value the CLI puts inside brackets or a sentence: `\n` → space, `]` removed. */
export function sanitizeInlineValue(value: string): string {
  return value.replace(/\n/g, ' ').replace(/]/g, '');
}

/**
 * The plan-mode tool list (promptProvider.ts over `ToolRegistry.getAllTools`): the active
 * tools, built-in and MCP, sorted by display name (`localeCompare`), each once, as a
 * `  <tool>`-wrapped, backticked line; an MCP tool's line adds ` (serverName)`.
 */
export function formatPlanModeToolLines(
  tools: readonly string[],
  mcpTools: readonly McpToolDefinition[] = [],
): string {
  const entries = [
    ...tools.map((name) => ({
      name,
      display: builtInToolDisplayName(name),
      line: `  <tool>\`${name}\`</tool>`,
    })),
    ...mcpTools.map((tool) => {
      const name = mcpToolRegisteredName(tool);
      return {
        name,
        display: mcpToolDisplayName(tool),
        line: `  <tool>\`${name}\` (${tool.serverName})</tool>`,
      };
    }),
  ].sort((a, b) => a.display.localeCompare(b.display));
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.name)) continue;
    seen.add(entry.name);
    lines.push(entry.line);
  }
  return lines.join('\n');
}

/** A path relative to the project root with `/` separators (the path itself when outside it). */
export function projectRelativePath(path: string, projectRoot: string): string {
  const relative = relativePosix(projectRoot, path);
  return relative === '' ? '.' : relative;
}

/** Builds the current CLI's section options for one family from a configuration. */
export function buildCurrentPromptOptions(
  input: PromptInput,
  family: PromptFamily,
  tools: readonly string[],
): CurrentSystemPromptOptions {
  const { env, interactive, approvalMode } = input;
  const guard: GuardContext = { input, family, tools };
  const section = <T>(key: SectionKey, factory: () => T): T | undefined =>
    withSection(key, env, factory, currentGuardPasses(key, guard));
  const narration = input.topicUpdateNarration ?? false;
  const subAgents = input.subAgents ?? [];
  const approvedPlanPath = input.approvedPlanPath || undefined;
  return {
    preamble: section('PREAMBLE', () => ({ interactive, approvalMode })),
    coreMandates: section('COREMANDATES', () => ({
      interactive,
      hasSkills: input.skills.length > 0,
      hasHierarchicalMemory: hasHierarchicalMemory(input.userMemory),
      contextFilenames: contextFilenamesOf(input.contextFilenames),
      topicUpdateNarration: narration,
    })),
    subAgents: section('AGENTCONTEXTS', () => subAgents.map((agent) => ({ ...agent }))),
    agentSkills: section('AGENTSKILLS', () => input.skills),
    hookContext: isSectionEnabled('HOOKCONTEXT', env) || undefined,
    primaryWorkflows: section('PRIMARYWORKFLOWS', () => ({
      interactive,
      // The provider asks the registry for `CodebaseInvestigatorAgent.name`: the name of the
      // agent's factory function, which no registered agent carries (they register as
      // `codebase_investigator`), so this is false unless an agent has that very name.
      enableCodebaseInvestigator: subAgents.some(
        (agent) => agent.name === CODEBASE_INVESTIGATOR_LOOKUP_NAME,
      ),
      enableWriteTodosTool: tools.includes(WRITE_TODOS_TOOL_NAME),
      enableEnterPlanModeTool: tools.includes(ENTER_PLAN_MODE_TOOL_NAME),
      enableGrep: tools.includes(GREP_TOOL_NAME),
      enableGlob: tools.includes(GLOB_TOOL_NAME),
      ...(approvedPlanPath ? { approvedPlan: { path: approvedPlanPath } } : {}),
      ...(input.taskTracker ? { taskTracker: sanitizeInlineValue(input.taskTracker) } : {}),
      topicUpdateNarration: narration,
    })),
    planningWorkflow: section('PLANNINGWORKFLOW', () => ({
      interactive,
      planModeToolsList: formatPlanModeToolLines(tools, activeMcpTools(input).tools),
      plansDir: projectRelativePath(input.plansDir, input.cwd),
      ...(approvedPlanPath
        ? { approvedPlanPath: projectRelativePath(approvedPlanPath, input.cwd) }
        : {}),
    })),
    taskTracker: input.taskTracker ? sanitizeInlineValue(input.taskTracker) : undefined,
    operationalGuidelines: section('OPERATIONALGUIDELINES', () => ({
      interactive,
      interactiveShellEnabled: interactive && (input.interactiveShell ?? false),
      topicUpdateNarration: narration,
      ...(input.userProjectMemoryPath
        ? { userProjectMemoryPath: input.userProjectMemoryPath }
        : {}),
      ...(input.globalMemoryPath ? { globalMemoryPath: input.globalMemoryPath } : {}),
      enableShellEfficiency: input.enableShellOutputEfficiency,
      platform: input.platform,
    })),
    interactiveYoloMode: section('INTERACTIVEYOLOMODE', () => true),
    sandbox: section('SANDBOX', () => ({
      mode: sandboxModeFromEnv(env['SANDBOX']),
      toolSandboxingEnabled: input.toolSandboxing ?? false,
    })),
    gitRepo: section('GIT', () => ({ interactive })),
    finalReminder: section('FINALREMINDER', () => ({ readFileToolName: READ_FILE_TOOL_NAME })),
  };
}
