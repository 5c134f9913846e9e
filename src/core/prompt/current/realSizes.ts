/**
 * The real v0.61 prompt's sizes, as characters a section removes when its
 * `GEMINI_PROMPT_<KEY>` is `0` (separators included), for the configurations they were
 * measured on. Our wording is held to them by `realSizes.test.ts` (each section ±10%, whole
 * prompts ±5%). Figures: the v0.56 render functions run on these inputs, plus the 352
 * characters v0.61 adds to the Untrusted Data bullet of both Core Mandates.
 */
import {
  ASK_USER_TOOL_NAME,
  CODEBASE_INVESTIGATOR_AGENT_NAME,
  ENTER_PLAN_MODE_TOOL_NAME,
  INVOKE_AGENT_TOOL_NAME,
  WRITE_TODOS_TOOL_NAME,
} from '../../toolNames';
import { SEATBELT_SANDBOX_VALUE } from '../provider';
import { createDefaultPromptInput } from '../defaults';
import type { SectionKey } from '../sectionKeys';
import type { PromptFamily, PromptInput } from '../types';

/** Characters v0.61 adds to the Core Mandates' Untrusted Data bullet (both families). */
export const V061_UNTRUSTED_DATA_GROWTH = 352;

/** The twelve standard tools of the measured configurations. */
export const SIZE_STANDARD_TOOLS: readonly string[] = [
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
  'activate_skill',
  ASK_USER_TOOL_NAME,
];

/** One measured configuration: how it differs from the family's base, and the real figures. */
export interface RealSizeRow {
  name: string;
  family: PromptFamily;
  patch: Partial<PromptInput>;
  whole: number;
  sections: Partial<Record<SectionKey, number>>;
}

const G = V061_UNTRUSTED_DATA_GROWTH;

const TWO_SKILLS = [
  {
    name: 'pdf-tools',
    description: 'Extract text and tables from PDF files.',
    location: '/home/dev/.gemini/skills/pdf-tools/SKILL.md',
  },
  {
    name: 'release-notes',
    description: 'Draft release notes from merged changes.',
    location: '/home/dev/.gemini/skills/release-notes/SKILL.md',
  },
];

const THREE_SUB_AGENTS = [
  { name: CODEBASE_INVESTIGATOR_AGENT_NAME, description: 'Maps the code a task touches.' },
  { name: 'cli_help', description: 'Answers questions about the CLI.' },
  { name: 'generalist', description: 'Handles broad multi-step tasks.' },
];

/**
 * The "realistic" measurement: grep, glob, enter_plan_mode and the agents registered, three
 * sub-agents with codebase_investigator, memory paths set, topic narration on (the CLI default).
 */
function realistic(extraTools: string[]): Partial<PromptInput> {
  return {
    subAgents: THREE_SUB_AGENTS,
    tools: [
      ...SIZE_STANDARD_TOOLS,
      ENTER_PLAN_MODE_TOOL_NAME,
      INVOKE_AGENT_TOOL_NAME,
      ...extraTools,
    ],
    topicUpdateNarration: true,
    globalMemoryPath: '/home/dev/.gemini/GEMINI.md',
    userProjectMemoryPath: '/home/dev/.gemini/tmp/acme-api/memory/MEMORY.md',
  };
}

const WITH_SUB_AGENTS: Partial<PromptInput> = {
  subAgents: THREE_SUB_AGENTS,
  tools: [...SIZE_STANDARD_TOOLS, INVOKE_AGENT_TOOL_NAME],
};

/** Section sizes measured on the published gemini-cli v0.61.0 package (docs/README.md). */
export const REAL_SIZE_ROWS: readonly RealSizeRow[] = [
  {
    name: 'modern base',
    family: 'modern',
    patch: {},
    whole: 23_859 + G,
    sections: {
      PREAMBLE: 198,
      COREMANDATES: 9_594 + G,
      HOOKCONTEXT: 403,
      PRIMARYWORKFLOWS: 5_524,
      OPERATIONALGUIDELINES: 8_142,
    },
  },
  {
    name: 'modern non-interactive',
    family: 'modern',
    patch: { interactive: false },
    whole: 23_208 + G,
    sections: {
      PREAMBLE: 197,
      COREMANDATES: 9_951 + G,
      HOOKCONTEXT: 403,
      PRIMARYWORKFLOWS: 4_684,
      OPERATIONALGUIDELINES: 7_975,
    },
  },
  {
    name: 'modern plan',
    family: 'modern',
    patch: { approvalMode: 'plan' },
    whole: 23_079 + G,
    sections: {
      PREAMBLE: 195,
      COREMANDATES: 9_594 + G,
      HOOKCONTEXT: 403,
      PLANNINGWORKFLOW: 4_747,
      OPERATIONALGUIDELINES: 8_142,
    },
  },
  {
    name: 'modern yolo',
    family: 'modern',
    patch: { approvalMode: 'yolo' },
    whole: 24_402 + G,
    sections: {
      PREAMBLE: 195,
      COREMANDATES: 9_594 + G,
      HOOKCONTEXT: 403,
      PRIMARYWORKFLOWS: 5_524,
      OPERATIONALGUIDELINES: 8_142,
      INTERACTIVEYOLOMODE: 546,
    },
  },
  {
    name: 'modern git + 2 skills',
    family: 'modern',
    patch: { isGitRepository: true, skills: TWO_SKILLS },
    whole: 26_717 + G,
    sections: {
      PREAMBLE: 198,
      COREMANDATES: 10_102 + G,
      AGENTSKILLS: 603,
      HOOKCONTEXT: 403,
      PRIMARYWORKFLOWS: 5_524,
      OPERATIONALGUIDELINES: 8_142,
      GIT: 1_747,
    },
  },
  {
    name: 'modern 3 sub-agents',
    family: 'modern',
    patch: WITH_SUB_AGENTS,
    whole: 26_709 + G,
    sections: {
      PREAMBLE: 198,
      COREMANDATES: 9_594 + G,
      AGENTCONTEXTS: 2_640,
      HOOKCONTEXT: 403,
      PRIMARYWORKFLOWS: 5_734,
      OPERATIONALGUIDELINES: 8_142,
    },
  },
  {
    name: 'modern seatbelt + tool sandboxing',
    family: 'modern',
    patch: { env: { SANDBOX: SEATBELT_SANDBOX_VALUE }, toolSandboxing: true },
    whole: 24_970 + G,
    sections: {
      PREAMBLE: 198,
      COREMANDATES: 9_594 + G,
      HOOKCONTEXT: 403,
      PRIMARYWORKFLOWS: 5_524,
      OPERATIONALGUIDELINES: 8_142,
      SANDBOX: 1_111,
    },
  },
  {
    name: 'modern topic narration on',
    family: 'modern',
    patch: { topicUpdateNarration: true },
    whole: 25_323 + G,
    sections: {
      PREAMBLE: 198,
      COREMANDATES: 11_062 + G,
      HOOKCONTEXT: 403,
      PRIMARYWORKFLOWS: 5_524,
      OPERATIONALGUIDELINES: 8_101,
    },
  },
  {
    name: 'legacy base',
    family: 'legacy',
    patch: {},
    whole: 17_873 + G,
    sections: {
      PREAMBLE: 221,
      COREMANDATES: 3_551 + G,
      HOOKCONTEXT: 402,
      PRIMARYWORKFLOWS: 6_732,
      OPERATIONALGUIDELINES: 6_119,
      SANDBOX: 380,
      FINALREMINDER: 470,
    },
  },
  {
    name: 'legacy non-interactive',
    family: 'legacy',
    patch: { interactive: false },
    whole: 17_388 + G,
    sections: {
      PREAMBLE: 224,
      COREMANDATES: 3_641 + G,
      HOOKCONTEXT: 402,
      PRIMARYWORKFLOWS: 6_304,
      OPERATIONALGUIDELINES: 5_969,
      SANDBOX: 380,
      FINALREMINDER: 470,
    },
  },
  {
    name: 'legacy plan',
    family: 'legacy',
    patch: { approvalMode: 'plan' },
    whole: 13_849 + G,
    sections: {
      PREAMBLE: 221,
      COREMANDATES: 3_551 + G,
      HOOKCONTEXT: 402,
      PLANNINGWORKFLOW: 2_708,
      OPERATIONALGUIDELINES: 6_119,
      SANDBOX: 380,
      FINALREMINDER: 470,
    },
  },
  {
    name: 'legacy git + 2 skills',
    family: 'legacy',
    patch: { isGitRepository: true, skills: TWO_SKILLS },
    whole: 20_738 + G,
    sections: {
      PREAMBLE: 221,
      COREMANDATES: 4_059 + G,
      AGENTSKILLS: 611,
      HOOKCONTEXT: 402,
      PRIMARYWORKFLOWS: 6_732,
      OPERATIONALGUIDELINES: 6_119,
      SANDBOX: 380,
      GIT: 1_746,
      FINALREMINDER: 470,
    },
  },
  {
    name: 'legacy 3 sub-agents',
    family: 'legacy',
    patch: WITH_SUB_AGENTS,
    whole: 19_102 + G,
    sections: {
      PREAMBLE: 221,
      COREMANDATES: 3_551 + G,
      AGENTCONTEXTS: 952,
      HOOKCONTEXT: 402,
      PRIMARYWORKFLOWS: 7_009,
      OPERATIONALGUIDELINES: 6_119,
      SANDBOX: 380,
      FINALREMINDER: 470,
    },
  },
  {
    name: 'modern realistic (narration on)',
    family: 'modern',
    patch: realistic([]),
    whole: 27_543 + G,
    sections: {
      COREMANDATES: 11_061 + G,
      AGENTCONTEXTS: 2_622,
      PRIMARYWORKFLOWS: 5_147,
      OPERATIONALGUIDELINES: 8_107,
    },
  },
  {
    name: 'legacy realistic (narration on)',
    family: 'legacy',
    patch: realistic([WRITE_TODOS_TOOL_NAME]),
    whole: 21_355 + G,
    sections: {
      COREMANDATES: 5_547 + G,
      AGENTCONTEXTS: 935,
      PRIMARYWORKFLOWS: 7_260,
      OPERATIONALGUIDELINES: 6_136,
    },
  },
];

/**
 * The measured base: interactive, default approval, outside any sandbox, not git, no skills,
 * no sub-agents, the standard tools, narration off, no memory; model `auto` (modern) or
 * `gemini-2.5-pro` (legacy).
 */
export function sizeBaseInput(family: PromptFamily): PromptInput {
  return {
    ...createDefaultPromptInput(),
    cliVersion: '0.61.0',
    model: family === 'modern' ? 'auto' : 'gemini-2.5-pro',
    hasPreviewAccess: true,
    tools: [...SIZE_STANDARD_TOOLS],
    agentDirectoryContext: '',
    subAgents: [],
    isGitRepository: false,
    userMemory: '',
    topicUpdateNarration: false,
  };
}

/** The input of a measured row. */
export function sizeRowInput(row: RealSizeRow): PromptInput {
  return { ...sizeBaseInput(row.family), ...row.patch };
}
