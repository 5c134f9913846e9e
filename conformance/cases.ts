/**
 * Deterministic configurations for the conformance check: every input the options builder
 * reads (family via the model and account flags, approval modes, plan with and without an
 * approved plan, sandbox and tool sandboxing, git, skills, sub-agents, MCP tools, memory as
 * text and as parts, task tracker, topic narration, custom system.md templates) and every form
 * of a `GEMINI_PROMPT_*` value. The first cases walk each value list once so every value
 * appears; the rest are drawn from a seeded generator.
 */
import type { ApprovalMode, PromptPlatform } from '../src/core/index';
import { seededRandom } from './random';

/** One configuration, described once and turned into both the CLI's mock and our input. */
export interface ConformanceCase {
  id: number;
  model: string;
  hasPreviewAccess: boolean;
  gemini31Launched: boolean;
  gemini35FlashGA: boolean;
  approvalMode: ApprovalMode;
  interactive: boolean;
  interactiveShell: boolean;
  platform: PromptPlatform;
  git: boolean;
  tools: string[];
  skills: { name: string; description: string; location: string }[];
  subAgents: { name: string; description: string }[];
  mcpTools: { serverName: string; serverToolName: string; readOnly?: boolean }[];
  userMemory: string | Record<string, string> | undefined;
  contextFilenames: string[];
  /** Relative to the project root ('' = none). */
  approvedPlan: string;
  /** Relative to the project root, or an absolute path outside it. */
  plansDir: string;
  tracker: string;
  narration: boolean;
  activeTopic: string;
  toolSandboxing: boolean;
  shellEfficiency: boolean;
  /** Every variable set for the case (GEMINI_PROMPT_*, SANDBOX, GEMINI_SYSTEM_MD). */
  env: Record<string, string>;
  /** What GEMINI_SYSTEM_MD points at, relative to the project root, and its text ('' = none). */
  template: { path: string; text: string } | null;
}

export const MODELS = [
  'auto',
  'pro',
  'flash',
  'flash-lite',
  'auto-gemini-3',
  'auto-gemini-2.5',
  'gemini-3-pro-preview',
  'gemini-3.1-pro-preview',
  'gemini-3-flash-preview',
  'gemini-3.5-flash',
  'gemini-2.5-pro',
  'gemini-2.5-flash',
  'gemini-2.5-flash-lite',
  'gemma-4-31b-it',
  'my-proxy-model',
];

export const SECTION_KEYS = [
  'PREAMBLE',
  'COREMANDATES',
  'AGENTCONTEXTS',
  'AGENTSKILLS',
  'HOOKCONTEXT',
  'PRIMARYWORKFLOWS',
  'PLANNINGWORKFLOW',
  'OPERATIONALGUIDELINES',
  'INTERACTIVEYOLOMODE',
  'SANDBOX',
  'GIT',
  'FINALREMINDER',
];

/** Every form a GEMINI_PROMPT_* value takes (undefined = unset). */
export const TOGGLE_VALUES: (string | undefined)[] = [
  undefined,
  '0',
  'false',
  '1',
  'true',
  'FALSE',
  'False',
  ' 0 ',
  '\tfalse\n',
  'TRUE',
  '',
  'no',
  'off',
  'disabled',
  '00',
];

const TOOLS = [
  'list_directory',
  'read_file',
  'write_file',
  'replace',
  'glob',
  'grep_search',
  'read_many_files',
  'run_shell_command',
  'web_fetch',
  'google_web_search',
  'save_memory',
  'write_todos',
  'activate_skill',
  'ask_user',
  'enter_plan_mode',
  'exit_plan_mode',
  'invoke_agent',
  'update_topic',
];

const AGENTS = [
  { name: 'codebase_investigator', description: 'Maps unfamiliar code.' },
  { name: 'cli_help', description: 'Answers questions about the CLI.' },
  { name: 'generalist', description: 'Does a whole task and reports.' },
  // The name the provider looks the investigator up by (its factory function's name).
  { name: 'CodebaseInvestigatorAgent', description: 'Registered under the lookup name.' },
];

const SKILLS = [
  { name: 'pdf', description: 'Reads PDF files.', location: '/skills/pdf/SKILL.md' },
  { name: 'release-notes', description: 'Writes release notes.', location: '/s/rn/SKILL.md' },
];

// Read-only and not, names that sort before and after the built-ins' display names, a name
// `generateValidName` must repair, one it must shorten and one that already has the prefix.
const MCP = [
  { serverName: 'github', serverToolName: 'create_issue' },
  { serverName: 'db', serverToolName: 'query', readOnly: true },
  { serverName: 'docs', serverToolName: 'Search', readOnly: true },
  { serverName: 'my-server.io', serverToolName: 'get issue!', readOnly: true },
  { serverName: 'warehouse', serverToolName: `a_${'very_long_'.repeat(6)}tool`, readOnly: true },
  { serverName: 'mcp_files', serverToolName: 'list', readOnly: false },
  { serverName: 'zeta', serverToolName: 'ask', readOnly: true },
];

const MEMORIES: ConformanceCase['userMemory'][] = [
  undefined,
  '',
  'Use pnpm, never npm.',
  '   \n  ',
  { global: 'Prefer tabs.', extension: '', project: 'Run make check.', userProjectMemory: '' },
  { global: '', extension: 'Ext rule.', project: '', userProjectMemory: 'Index line.' },
  { global: ' ', extension: '', project: '', userProjectMemory: 'Only the index.' },
  { global: '', extension: '', project: '', userProjectMemory: '' },
];

const SYSTEM_MD: (string | undefined)[] = [
  undefined,
  '',
  '0',
  'false',
  'FALSE',
  '1',
  'true',
  ' True ',
  'custom/system.md',
  '~/prompts/system.md',
  'ABSOLUTE',
  'missing/system.md',
];

const TEMPLATES = [
  'Custom prompt.\n\n${AgentSkills}\n\n${SubAgents}\n\nTools:\n${AvailableTools}\nRead with ${read_file_ToolName}.',
  '# Mine\n\n\n\nNo placeholders, ${Unknown} stays.\n',
  '${AvailableTools}\n$& ${glob_ToolName}',
];

/** `count` configurations (at least 300 are checked). */
export function generateCases(count: number, seed = 29): ConformanceCase[] {
  const random = seededRandom(seed);
  const cases: ConformanceCase[] = [];
  for (let id = 0; id < count; id++) {
    // The first cases take the i-th value of each list so every value is covered.
    const pick = <T>(list: readonly T[]): T =>
      list[id < list.length ? id : Math.floor(random() * list.length)] as T;
    const coin = (p = 0.5): boolean => random() < p;
    const subset = <T>(list: readonly T[], p: number): T[] => list.filter(() => coin(p));
    const env: Record<string, string> = {};
    for (const key of SECTION_KEYS) {
      const value =
        id < TOGGLE_VALUES.length
          ? TOGGLE_VALUES[(id + key.length) % TOGGLE_VALUES.length]
          : coin(0.75)
            ? undefined
            : pick(TOGGLE_VALUES);
      if (value !== undefined) env[`GEMINI_PROMPT_${key}`] = value;
    }
    const sandbox = pick([undefined, 'sandbox-exec', 'docker', '', 'podman']);
    if (sandbox !== undefined) env['SANDBOX'] = sandbox;
    const systemMd = id < 40 ? pick(SYSTEM_MD) : coin(0.8) ? undefined : pick(SYSTEM_MD);
    let template: ConformanceCase['template'] = null;
    if (systemMd !== undefined) {
      env['GEMINI_SYSTEM_MD'] = systemMd;
      const text = pick(TEMPLATES);
      const lower = systemMd.trim().toLowerCase();
      if (lower === '1' || lower === 'true') template = { path: '.gemini/system.md', text };
      else if (systemMd === 'custom/system.md') template = { path: systemMd, text };
      else if (systemMd === '~/prompts/system.md') template = { path: '~/prompts/system.md', text };
      else if (systemMd === 'ABSOLUTE') template = { path: 'ABSOLUTE', text };
    }
    const approvalMode = pick<ApprovalMode>(['default', 'autoEdit', 'yolo', 'plan']);
    const narration = coin();
    cases.push({
      id,
      model: pick(MODELS),
      hasPreviewAccess: coin(0.7),
      gemini31Launched: coin(),
      gemini35FlashGA: coin(0.3),
      approvalMode,
      interactive: coin(0.7),
      interactiveShell: coin(),
      platform: pick<PromptPlatform>(['linux', 'darwin', 'win32']),
      git: coin(),
      tools: subset(TOOLS, 0.7),
      skills: subset(SKILLS, 0.4),
      subAgents: subset(AGENTS, 0.5),
      mcpTools: subset(MCP, 0.3),
      userMemory: pick(MEMORIES),
      contextFilenames: pick([['GEMINI.md'], ['GEMINI.md', 'AGENTS.md'], ['CONTEXT.md']]),
      approvedPlan: coin(0.4) ? pick(['plans/feature.md', 'plans/a b/plan.md']) : '',
      plansDir: pick(['plans', '.gemini/plans', '/elsewhere/plans']),
      tracker: coin(0.3) ? pick(['/tmp/tracker', '/t/with\nnewline]bracket']) : '',
      narration,
      activeTopic: coin(0.6) ? pick(['Refactor auth', 'Two\nlines ] here']) : '',
      toolSandboxing: coin(0.3),
      shellEfficiency: coin(0.7),
      env,
      template,
    });
  }
  return cases;
}
