/**
 * Per-section options of the current CLI (v0.61), named after its own interfaces
 * (gemini-cli packages/core/src/prompts/snippets.ts and snippets.legacy.ts). One shape serves
 * both families: a field only one family reads is documented as such. An undefined section
 * option means the section is off (guard failed or toggled off).
 */
import type { GitRepoOptions, SandboxMode } from '../options';
import type { AgentSkill, ApprovalMode, PromptPlatform, SubAgentDefinition } from '../types';

export interface CurrentPreambleOptions {
  interactive: boolean;
  /** Modern only: the preamble names the approval mode. */
  approvalMode: ApprovalMode;
}

export interface CurrentCoreMandatesOptions {
  interactive: boolean;
  hasSkills: boolean;
  /** Object memory with global, extension or project content: the conflict-resolution bullet. */
  hasHierarchicalMemory: boolean;
  /** Modern only (legacy names GEMINI.md). Never empty: defaults to `['GEMINI.md']`. */
  contextFilenames: string[];
  topicUpdateNarration: boolean;
}

export interface CurrentPrimaryWorkflowsOptions {
  interactive: boolean;
  enableCodebaseInvestigator: boolean;
  enableWriteTodosTool: boolean;
  enableEnterPlanModeTool: boolean;
  /** Modern only. */
  enableGrep: boolean;
  /** Modern only. */
  enableGlob: boolean;
  approvedPlan?: { path: string };
  taskTracker?: string;
  topicUpdateNarration: boolean;
}

export interface CurrentPlanningWorkflowOptions {
  /** Modern only. */
  interactive: boolean;
  /** One `  <tool>`…`</tool>` line per registered tool, joined by `\n`. */
  planModeToolsList: string;
  /** Relative to the project root, `/`-separated. */
  plansDir: string;
  approvedPlanPath?: string;
}

export interface CurrentOperationalGuidelinesOptions {
  interactive: boolean;
  /** `interactive` and the interactive shell setting. */
  interactiveShellEnabled: boolean;
  topicUpdateNarration: boolean;
  userProjectMemoryPath?: string;
  /** Modern only. */
  globalMemoryPath?: string;
  /** Legacy only: the `## Shell tool output token efficiency:` block. */
  enableShellEfficiency: boolean;
  /** Legacy only: picks the shell-efficiency example. */
  platform: PromptPlatform;
}

export interface CurrentSandboxOptions {
  mode: SandboxMode;
  /** Modern only: adds the sandbox failure-recovery block. */
  toolSandboxingEnabled: boolean;
}

/** The section options of either family (`SystemPromptOptions`); the composer picks the family. */
export interface CurrentSystemPromptOptions {
  preamble?: CurrentPreambleOptions;
  coreMandates?: CurrentCoreMandatesOptions;
  subAgents?: SubAgentDefinition[];
  agentSkills?: AgentSkill[];
  hookContext?: boolean;
  primaryWorkflows?: CurrentPrimaryWorkflowsOptions;
  planningWorkflow?: CurrentPlanningWorkflowOptions;
  /** The tracker directory (`\n` → space, `]` removed). No toggle. */
  taskTracker?: string;
  operationalGuidelines?: CurrentOperationalGuidelinesOptions;
  interactiveYoloMode?: boolean;
  sandbox?: CurrentSandboxOptions;
  gitRepo?: GitRepoOptions;
  /** Legacy only. */
  finalReminder?: { readFileToolName: string };
}
