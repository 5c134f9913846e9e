/**
 * The heading order of both v0.61 families across interactive × approval mode × sandbox ×
 * git × skills × sub-agents, against the outline written from the CLI's section table.
 */
import { describe, expect, it } from 'vitest';
import { INVOKE_AGENT_TOOL_NAME } from '../../toolNames';
import { renderSystemPrompt } from '../renderSystemPrompt';
import type { ApprovalMode, PromptInput } from '../types';
import { expectedOutline, type OutlineCase } from './expectedOutline';
import { sizeBaseInput, SIZE_STANDARD_TOOLS } from './realSizes';

const SANDBOX_ENV = {
  outside: {},
  seatbelt: { SANDBOX: 'sandbox-exec' },
  generic: { SANDBOX: 'docker' },
};

function inputFor(c: OutlineCase): PromptInput {
  return {
    ...sizeBaseInput(c.family),
    interactive: c.interactive,
    approvalMode: c.approvalMode,
    env: SANDBOX_ENV[c.sandbox],
    isGitRepository: c.git,
    skills: c.skills
      ? [{ name: 'pdf', description: 'Reads PDFs.', location: '/skills/pdf/SKILL.md' }]
      : [],
    subAgents: c.subAgents ? [{ name: 'codebase_investigator', description: 'Maps code.' }] : [],
    tools: [...SIZE_STANDARD_TOOLS, ...(c.subAgents ? [INVOKE_AGENT_TOOL_NAME] : [])],
    topicUpdateNarration: c.narration ?? false,
    ...(c.tracker ? { taskTracker: '/home/dev/.gemini/tmp/p/tracker' } : {}),
    ...(c.approvedPlan ? { approvedPlanPath: '/home/dev/projects/acme-api/plans/p.md' } : {}),
    enableShellOutputEfficiency: c.shellEfficiency ?? false,
  };
}

function outline(input: PromptInput): string[] {
  return renderSystemPrompt(input)
    .text.split('\n')
    .filter((line) => line.startsWith('#'));
}

const MODES: ApprovalMode[] = ['default', 'autoEdit', 'yolo', 'plan'];
const CASES: OutlineCase[] = (['modern', 'legacy'] as const).flatMap((family) =>
  [true, false].flatMap((interactive) =>
    MODES.flatMap((approvalMode) =>
      (['outside', 'seatbelt', 'generic'] as const).flatMap((sandbox) =>
        [false, true].flatMap((git) =>
          [false, true].flatMap((skills) =>
            [false, true].map((subAgents) => ({
              family,
              interactive,
              approvalMode,
              sandbox,
              git,
              skills,
              subAgents,
            })),
          ),
        ),
      ),
    ),
  ),
);

describe('v0.61 heading order', () => {
  it.each(CASES)(
    '$family interactive=$interactive $approvalMode sandbox=$sandbox git=$git skills=$skills subAgents=$subAgents',
    (c) => {
      expect(outline(inputFor(c))).toEqual(expectedOutline(c));
    },
  );

  describe.each(['modern', 'legacy'] as const)('%s content switches', (family) => {
    const base: OutlineCase = {
      family,
      interactive: true,
      approvalMode: 'default',
      sandbox: 'outside',
      git: false,
      skills: false,
      subAgents: false,
    };
    it.each([
      { name: 'topic narration', patch: { narration: true } },
      { name: 'task tracker', patch: { tracker: true } },
      { name: 'approved plan in plan mode', patch: { approvedPlan: true, approvalMode: 'plan' } },
      { name: 'shell efficiency', patch: { shellEfficiency: true } },
    ] as const)('$name', ({ patch }) => {
      const c = { ...base, ...patch };
      expect(outline(inputFor(c))).toEqual(expectedOutline(c));
    });
  });

  it('lists every registered tool as a <tool> line in the modern plan tool list', () => {
    const input = {
      ...inputFor({ ...CASES[0]!, approvalMode: 'plan' }),
      tools: ['read_file', 'my_mcp_tool'],
    };
    const { text } = renderSystemPrompt(input);
    expect(text).toContain(
      '<available_tools>\n  <tool>`read_file`</tool>\n  <tool>`my_mcp_tool`</tool>\n</available_tools>',
    );
  });

  it('gives the legacy plan the same <tool> lines without the XML wrapper', () => {
    const legacy = CASES.find((c) => c.family === 'legacy')!;
    const input = { ...inputFor({ ...legacy, approvalMode: 'plan' }), tools: ['read_file'] };
    const { text } = renderSystemPrompt(input);
    expect(text).toContain('  <tool>`read_file`</tool>');
    expect(text).not.toContain('<available_tools>');
  });

  it('joins legacy sub-agents and skills by a single newline', () => {
    const legacy = { ...CASES.find((c) => c.family === 'legacy')!, skills: true, subAgents: true };
    const { text } = renderSystemPrompt(inputFor(legacy));
    expect(text).toContain('- codebase_investigator -> Maps code.\n\n# Available Agent Skills');
    const modern = { ...legacy, family: 'modern' as const };
    expect(renderSystemPrompt(inputFor(modern)).text).toContain(
      '</available_subagents>\n\n# Available Agent Skills',
    );
  });
});
