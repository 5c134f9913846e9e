/**
 * Per-section options, the shape the provider step builds and the renderers read
 * (the CLI's `SystemPromptOptions`). An undefined field means the section is off.
 */
import type { AgentSkill, PromptPlatform } from './types';

export interface PreambleOptions {
  interactive: boolean;
}

export interface CoreMandatesOptions {
  interactive: boolean;
  isGemini3: boolean;
  hasSkills: boolean;
}

export interface PrimaryWorkflowsOptions {
  interactive: boolean;
  enableCodebaseInvestigator: boolean;
  enableWriteTodosTool: boolean;
}

export interface PlanningWorkflowOptions {
  /** ``- `name` `` lines joined by `\n`, in PLAN_MODE_TOOLS order; may be empty. */
  planModeToolsList: string;
  plansDir: string;
}

export interface OperationalGuidelinesOptions {
  interactive: boolean;
  isGemini3: boolean;
  enableShellEfficiency: boolean;
  /** Chooses the shell-efficiency example (the CLI reads `process.platform`). */
  platform: PromptPlatform;
}

/** Which of the three sandbox sections is emitted. */
export type SandboxMode = 'macos-seatbelt' | 'generic' | 'outside';

export interface GitRepoOptions {
  interactive: boolean;
}

export interface FinalReminderOptions {
  readFileToolName: string;
}

/** Options for every section; the composer renders them in the CLI's order. */
export interface SystemPromptOptions {
  preamble?: PreambleOptions;
  coreMandates?: CoreMandatesOptions;
  agentContexts?: string;
  agentSkills?: AgentSkill[];
  hookContext?: boolean;
  primaryWorkflows?: PrimaryWorkflowsOptions;
  planningWorkflow?: PlanningWorkflowOptions;
  operationalGuidelines?: OperationalGuidelinesOptions;
  sandbox?: SandboxMode;
  gitRepo?: GitRepoOptions;
  finalReminder?: FinalReminderOptions;
}
