import { describe, expect, it, vi } from 'vitest';
import { getCoreSystemPrompt } from './composer';
import { createDefaultPromptInput, DEFAULT_AGENT_DIRECTORY_CONTEXT } from './defaults';
import type { SystemPromptOptions } from './options';
import {
  buildSystemPromptOptions,
  formatPlanModeToolsList,
  sandboxModeFromEnv,
  withSection,
} from './provider';
import { SECTION_KEYS, sectionEnvVar, type SectionKey } from './sectionKeys';
import type { PromptInput } from './types';

function input(overrides: Partial<PromptInput> = {}): PromptInput {
  return { ...createDefaultPromptInput(), ...overrides };
}

describe('withSection', () => {
  describe.each([
    { guard: true, env: {}, called: true },
    { guard: false, env: {}, called: false },
    { guard: true, env: { GEMINI_PROMPT_GIT: '0' }, called: false },
    { guard: false, env: { GEMINI_PROMPT_GIT: 'false' }, called: false },
  ])('guard=$guard env=$env', ({ guard, env, called }) => {
    it('calls the factory only when guard && enabled', () => {
      const factory = vi.fn(() => 'value');
      expect(withSection('GIT', env, factory, guard)).toBe(called ? 'value' : undefined);
      expect(factory).toHaveBeenCalledTimes(called ? 1 : 0);
    });
  });
});

describe('sandboxModeFromEnv', () => {
  it.each([
    [undefined, 'outside'],
    ['', 'outside'],
    ['sandbox-exec', 'macos-seatbelt'],
    ['docker', 'generic'],
    ['podman', 'generic'],
    ['true', 'generic'],
  ] as const)('SANDBOX=%s → %s', (value, mode) => {
    expect(sandboxModeFromEnv(value)).toBe(mode);
  });
});

const SKILL = { name: 'pdf', description: 'Reads PDFs', location: '/skills/pdf/SKILL.md' };

/** The option each section toggle controls, and an input in which its guard holds. */
const SECTION_OPTIONS: [SectionKey, keyof SystemPromptOptions, Partial<PromptInput>][] = [
  ['PREAMBLE', 'preamble', {}],
  ['COREMANDATES', 'coreMandates', {}],
  ['AGENTCONTEXTS', 'agentContexts', {}],
  ['AGENTSKILLS', 'agentSkills', { skills: [SKILL] }],
  ['HOOKCONTEXT', 'hookContext', {}],
  ['PRIMARYWORKFLOWS', 'primaryWorkflows', {}],
  ['PLANNINGWORKFLOW', 'planningWorkflow', { approvalMode: 'plan' }],
  ['OPERATIONALGUIDELINES', 'operationalGuidelines', {}],
  ['SANDBOX', 'sandbox', {}],
  ['GIT', 'gitRepo', {}],
  ['FINALREMINDER', 'finalReminder', {}],
];

describe('buildSystemPromptOptions', () => {
  it('builds every section of the default interactive configuration with its values', () => {
    expect(buildSystemPromptOptions(input())).toStrictEqual({
      preamble: { interactive: true },
      coreMandates: { interactive: true, isGemini3: false, hasSkills: false },
      agentContexts: DEFAULT_AGENT_DIRECTORY_CONTEXT,
      agentSkills: undefined,
      hookContext: true,
      primaryWorkflows: {
        interactive: true,
        enableCodebaseInvestigator: true,
        enableWriteTodosTool: true,
      },
      planningWorkflow: undefined,
      operationalGuidelines: {
        interactive: true,
        isGemini3: false,
        enableShellEfficiency: true,
        platform: 'linux',
      },
      sandbox: 'outside',
      gitRepo: { interactive: true },
      finalReminder: { readFileToolName: 'read_file' },
    });
  });

  it('passes the headless, platform, shell-efficiency and sandbox settings through', () => {
    const options = buildSystemPromptOptions(
      input({
        interactive: false,
        platform: 'win32',
        enableShellOutputEfficiency: false,
        env: { SANDBOX: 'sandbox-exec' },
      }),
    );
    expect(options.preamble).toEqual({ interactive: false });
    expect(options.coreMandates?.interactive).toBe(false);
    expect(options.primaryWorkflows?.interactive).toBe(false);
    expect(options.gitRepo).toEqual({ interactive: false });
    expect(options.operationalGuidelines).toEqual({
      interactive: false,
      isGemini3: false,
      enableShellEfficiency: false,
      platform: 'win32',
    });
    expect(options.sandbox).toBe('macos-seatbelt');
  });

  it('lists the skills only when there are some, and tells the mandates so', () => {
    const withSkills = buildSystemPromptOptions(input({ skills: [SKILL] }));
    expect(withSkills.agentSkills).toEqual([SKILL]);
    expect(withSkills.coreMandates?.hasSkills).toBe(true);
    const without = buildSystemPromptOptions(input());
    expect(without.agentSkills).toBeUndefined();
    expect(without.coreMandates?.hasSkills).toBe(false);
  });

  it('covers every section toggle below', () => {
    expect(SECTION_OPTIONS.map(([key]) => key)).toEqual([...SECTION_KEYS]);
  });

  it.each(SECTION_OPTIONS)(
    'GEMINI_PROMPT_%s=0 turns off %s and nothing else',
    (key, field, base) => {
      const on = buildSystemPromptOptions(input(base));
      expect(on[field], `${field} is on before the toggle`).not.toBeUndefined();
      const off = buildSystemPromptOptions(input({ ...base, env: { [sectionEnvVar(key)]: '0' } }));
      expect(off[field]).toBeUndefined();
      expect(off).toStrictEqual({ ...on, [field]: undefined });
    },
  );

  it('keeps hook context on by default and off only for 0/false', () => {
    expect(buildSystemPromptOptions(input()).hookContext).toBe(true);
    expect(
      buildSystemPromptOptions(input({ env: { GEMINI_PROMPT_HOOKCONTEXT: 'off' } })).hookContext,
    ).toBe(true);
    expect(
      buildSystemPromptOptions(input({ env: { GEMINI_PROMPT_HOOKCONTEXT: '0' } })).hookContext,
    ).toBeUndefined();
  });

  it('puts the planning workflow in place of the primary one in plan mode', () => {
    const plan = buildSystemPromptOptions(input({ approvalMode: 'plan' }));
    expect(plan.primaryWorkflows).toBeUndefined();
    expect(plan.planningWorkflow).toEqual({
      planModeToolsList:
        '- `glob`\n- `grep_search`\n- `read_file`\n- `list_directory`\n- `google_web_search`\n- `ask_user`',
      plansDir: createDefaultPromptInput().plansDir,
    });
    const standard = buildSystemPromptOptions(input());
    expect(standard.planningWorkflow).toBeUndefined();
    expect(standard.primaryWorkflows).toEqual({
      interactive: true,
      enableCodebaseInvestigator: true,
      enableWriteTodosTool: true,
    });
  });

  it('shows neither workflow in plan mode with GEMINI_PROMPT_PLANNINGWORKFLOW=0 (ran in CLI)', () => {
    const options = buildSystemPromptOptions(
      input({ approvalMode: 'plan', env: { GEMINI_PROMPT_PLANNINGWORKFLOW: '0' } }),
    );
    expect(options.planningWorkflow).toBeUndefined();
    expect(options.primaryWorkflows).toBeUndefined();
    const text = getCoreSystemPrompt(options);
    expect(text).not.toContain('# Primary Workflows');
    expect(text).not.toContain('# Active Approval Mode: Plan');
  });

  it('returns an empty prompt when every section is disabled (ran in CLI)', () => {
    const env = Object.fromEntries(SECTION_KEYS.map((key) => [`GEMINI_PROMPT_${key}`, '0']));
    expect(getCoreSystemPrompt(buildSystemPromptOptions(input({ env })))).toBe('');
  });

  describe.each([
    { model: 'auto-gemini-2.5', previewFeatures: false, isGemini3: false },
    { model: 'auto-gemini-3', previewFeatures: false, isGemini3: true },
    { model: 'auto', previewFeatures: false, isGemini3: false },
    { model: 'auto', previewFeatures: true, isGemini3: true },
    { model: 'pro', previewFeatures: true, isGemini3: true },
    { model: 'flash', previewFeatures: true, isGemini3: true },
    { model: 'flash-lite', previewFeatures: true, isGemini3: false },
    { model: 'gemini-3-flash-preview', previewFeatures: false, isGemini3: true },
    // Newer or custom ids are not preview models at the reference revision.
    { model: 'gemini-3.1-pro-preview', previewFeatures: true, isGemini3: false },
  ])('model=$model previewFeatures=$previewFeatures', ({ model, previewFeatures, isGemini3 }) => {
    it(`derives isGemini3=${isGemini3} through resolveModel`, () => {
      const options = buildSystemPromptOptions(input({ model, previewFeatures }));
      expect(options.coreMandates?.isGemini3).toBe(isGemini3);
      expect(options.operationalGuidelines?.isGemini3).toBe(isGemini3);
    });
  });

  it('reads the investigator and write_todos flags from the effective registry', () => {
    expect(buildSystemPromptOptions(input()).primaryWorkflows).toMatchObject({
      enableCodebaseInvestigator: true,
      enableWriteTodosTool: true,
    });
    // A preview model id as configured means write_todos is never registered.
    expect(
      buildSystemPromptOptions(input({ model: 'auto-gemini-3' })).primaryWorkflows,
    ).toMatchObject({
      enableWriteTodosTool: false,
    });
    expect(
      buildSystemPromptOptions(input({ tools: ['read_file'] })).primaryWorkflows,
    ).toMatchObject({
      enableCodebaseInvestigator: false,
      enableWriteTodosTool: false,
    });
  });

  it('guards the git section on isGitRepository and passes the plans dir', () => {
    expect(buildSystemPromptOptions(input({ isGitRepository: false })).gitRepo).toBeUndefined();
    const plan = buildSystemPromptOptions(input({ approvalMode: 'plan', plansDir: '/p' }));
    expect(plan.planningWorkflow?.plansDir).toBe('/p');
  });

  it('lists plan tools in PLAN_MODE_TOOLS order, minus non-interactive removals', () => {
    const tools = ['exit_plan_mode', 'ask_user', 'read_file', 'glob', 'write_file'];
    expect(formatPlanModeToolsList(tools)).toBe(
      '- `glob`\n- `read_file`\n- `ask_user`\n- `exit_plan_mode`',
    );
    const headless = buildSystemPromptOptions(
      input({ approvalMode: 'plan', interactive: false, tools }),
    );
    expect(headless.planningWorkflow?.planModeToolsList).toBe(
      '- `glob`\n- `read_file`\n- `exit_plan_mode`',
    );
    expect(formatPlanModeToolsList([])).toBe('');
  });
});
