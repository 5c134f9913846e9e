/**
 * Which registered tools a release's policy engine excludes before the prompt is built
 * (gemini-cli packages/core/src/policy/policy-engine.ts `PolicyEngine.getExcludedTools`, with
 * the default rules of packages/core/src/policy/policies/*.toml). The rules below are the
 * default files' rules that can decide an exclusion, with their priorities; they are the same,
 * rule for rule, in every supported release (0.44.1 to 0.61.0). Rules that allow a tool for
 * some arguments only are kept as `forSomeArguments`: the engine decides before any arguments
 * are known, so such a rule keeps the tool.
 */
import type { ApprovalMode } from '../types';

type Decision = 'allow' | 'deny' | 'ask_user';

interface PolicyRule {
  /** A tool name, `*` for every tool, or `mcp_*` for every MCP tool. */
  tool: string;
  decision: Decision;
  priority: number;
  modes?: readonly ApprovalMode[];
  /** Only in interactive (true) or non-interactive (false) runs. */
  interactive?: boolean;
  /** Only for MCP tools whose server marks them read-only. */
  readOnlyHint?: true;
  forSomeArguments?: true;
  file: string;
}

const rule = (
  tools: readonly string[],
  decision: Decision,
  priority: number,
  file: string,
  extra: Omit<PolicyRule, 'tool' | 'decision' | 'priority' | 'file'> = {},
): PolicyRule[] => tools.map((tool) => ({ tool, decision, priority, file, ...extra }));

const READ_ONLY_ALLOWED = [
  'glob',
  'grep_search',
  'list_directory',
  'read_file',
  'google_web_search',
  'codebase_investigator',
  'cli_help',
  'get_internal_docs',
  'tracker_create_task',
  'tracker_update_task',
  'tracker_get_task',
  'tracker_list_tasks',
  'tracker_add_dependency',
  'tracker_visualize',
  'update_topic',
  'complete_task',
  'read_mcp_resource',
  'list_mcp_resources',
];
const WRITE_TOOLS = ['replace', 'run_shell_command', 'write_file', 'activate_skill', 'web_fetch'];

/** Highest priority first, as the engine sorts them. */
const RULES: readonly PolicyRule[] = [
  ...rule(['ask_user'], 'deny', 999, 'non-interactive.toml', { interactive: false }),
  ...rule(['ask_user'], 'ask_user', 999, 'yolo.toml', { modes: ['yolo'], interactive: true }),
  ...rule(['enter_plan_mode', 'exit_plan_mode'], 'deny', 999, 'yolo.toml', {
    modes: ['yolo'],
    interactive: true,
  }),
  ...rule(['*'], 'allow', 998, 'yolo.toml', { modes: ['yolo'] }),
  ...rule(['enter_plan_mode'], 'deny', 70, 'plan.toml', { modes: ['plan'] }),
  ...rule(['exit_plan_mode'], 'ask_user', 70, 'plan.toml', { modes: ['plan'], interactive: true }),
  ...rule(['exit_plan_mode'], 'allow', 70, 'plan.toml', { modes: ['plan'], interactive: false }),
  ...rule(['write_file', 'replace'], 'allow', 70, 'plan.toml', {
    modes: ['plan'],
    forSomeArguments: true,
  }),
  ...rule(['invoke_agent'], 'allow', 50, 'agents.toml', { modes: ['default', 'autoEdit', 'yolo'] }),
  ...rule(['enter_plan_mode'], 'ask_user', 50, 'plan.toml', { interactive: true }),
  ...rule(['enter_plan_mode'], 'allow', 50, 'plan.toml', { interactive: false }),
  ...rule(['exit_plan_mode'], 'deny', 50, 'plan.toml'),
  ...rule(['mcp_*'], 'ask_user', 50, 'plan.toml', {
    modes: ['plan'],
    interactive: true,
    readOnlyHint: true,
  }),
  ...rule(['invoke_agent'], 'allow', 50, 'plan.toml', { modes: ['plan'], forSomeArguments: true }),
  ...rule(['ask_user', 'web_fetch', 'activate_skill'], 'ask_user', 50, 'plan.toml', {
    modes: ['plan'],
    interactive: true,
  }),
  ...rule(READ_ONLY_ALLOWED, 'allow', 50, 'read-only.toml'),
  ...rule(['*'], 'deny', 40, 'plan.toml', { modes: ['plan'] }),
  ...rule(['replace', 'write_file', 'web_fetch'], 'allow', 15, 'write.toml', {
    modes: ['autoEdit'],
  }),
  ...rule(WRITE_TOOLS, 'ask_user', 10, 'write.toml', { interactive: true }),
  ...rule(WRITE_TOOLS, 'deny', 10, 'write.toml', { interactive: false }),
];

/** A registered tool as the engine sees it. */
export interface PolicyTool {
  name: string;
  /** Set for an MCP tool. */
  mcp?: { readOnly: boolean };
}

/** The run the engine decides for. */
export interface PolicyRun {
  approvalMode: ApprovalMode;
  interactive: boolean;
}

function applies(r: PolicyRule, tool: PolicyTool, run: PolicyRun): boolean {
  if (r.modes && !r.modes.includes(run.approvalMode)) return false;
  if (r.tool === 'mcp_*') {
    if (!tool.mcp) return false;
  } else if (r.tool !== '*' && r.tool !== tool.name) return false;
  if (r.readOnlyHint && tool.mcp?.readOnly !== true) return false;
  if (r.interactive !== undefined && r.interactive !== run.interactive) return false;
  return true;
}

/**
 * Why the release's policy excludes `tool` in `run`, or null when it keeps it: the first rule
 * (by priority) that applies decides; a deny for some arguments only is passed over; with no
 * rule, a non-interactive run denies (the engine's default decision there) and an interactive
 * one asks.
 */
export function policyExclusion(tool: PolicyTool, run: PolicyRun): string | null {
  for (const r of RULES) {
    if (!applies(r, tool, run)) continue;
    if (r.forSomeArguments) {
      if (r.decision !== 'deny') return null;
      continue;
    }
    if (r.decision !== 'deny') return null;
    return `denied by the release's default policy (${r.file}${r.modes ? `, ${r.modes.join('/')} mode` : ''}${r.interactive === false ? ', non-interactive runs' : ''})`;
  }
  return run.interactive ? null : NO_RULE_NON_INTERACTIVE_REASON;
}

/** Why a non-interactive run leaves out a tool that no default rule allows. */
export const NO_RULE_NON_INTERACTIVE_REASON =
  'no default policy rule allows it, and a non-interactive run denies what no rule allows';

/** Whether `reason` is one {@link policyExclusion} gives. */
export function isPolicyReason(reason: string): boolean {
  return (
    reason === NO_RULE_NON_INTERACTIVE_REASON ||
    reason.startsWith("denied by the release's default policy")
  );
}
