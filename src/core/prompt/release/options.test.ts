/**
 * The options builder on plain inputs: the decisions the release's promptProvider.js makes
 * (conformance/ checks the rendered result against the release itself).
 */
import { describe, expect, it } from 'vitest';
import { buildCurrentPromptOptions } from '../current/provider';
import { createCurrentPromptInput } from '../defaults';
import type { PromptInput } from '../types';

const base: PromptInput = {
  ...createCurrentPromptInput(),
  cwd: '/w',
  plansDir: '/w/.gemini/plans',
  tools: ['read_file', 'glob', 'invoke_agent', 'write_todos'],
};
const build = (patch: Partial<PromptInput>, family: 'modern' | 'legacy' = 'modern') => {
  const input = { ...base, ...patch };
  return buildCurrentPromptOptions(input, family, input.tools);
};

describe('buildCurrentPromptOptions', () => {
  it('swaps the workflows in plan mode, with the plan relative to the project', () => {
    const plain = build({});
    expect(plain.primaryWorkflows).toBeDefined();
    expect(plain.planningWorkflow).toBeUndefined();
    const plan = build({ approvalMode: 'plan', approvedPlanPath: '/w/.gemini/plans/a.md' });
    expect(plan.primaryWorkflows).toBeUndefined();
    expect(plan.planningWorkflow).toMatchObject({
      plansDir: '.gemini/plans',
      approvedPlanPath: '.gemini/plans/a.md',
    });
    // Sorted by display name: FindFiles, Invoke Subagent, ReadFile, WriteTodos.
    expect(plan.planningWorkflow?.planModeToolsList).toBe(
      ['glob', 'invoke_agent', 'read_file', 'write_todos']
        .map((n) => `  <tool>\`${n}\`</tool>`)
        .join('\n'),
    );
  });

  it('turns a section off for 0 and false in any case and spacing, and only for those', () => {
    for (const value of ['0', 'false', ' FALSE ', '\tFalse\n']) {
      expect(build({ env: { GEMINI_PROMPT_COREMANDATES: value } }).coreMandates).toBeUndefined();
    }
    for (const value of ['', 'no', 'off', '1', 'true', '00']) {
      expect(build({ env: { GEMINI_PROMPT_COREMANDATES: value } }).coreMandates).toBeDefined();
    }
  });

  it('applies the guards: sub-agents need invoke_agent, YOLO needs interactive, the reminder is legacy only', () => {
    expect(build({ tools: ['read_file'] }).subAgents).toBeUndefined();
    expect(build({ approvalMode: 'yolo' }).interactiveYoloMode).toBe(true);
    expect(build({ approvalMode: 'yolo', interactive: false }).interactiveYoloMode).toBeUndefined();
    expect(build({}).finalReminder).toBeUndefined();
    expect(build({}, 'legacy').finalReminder).toEqual({ readFileToolName: 'read_file' });
  });

  it('looks the codebase investigator up by the factory’s name, as the release does', () => {
    const agents = [{ name: 'codebase_investigator', description: 'd' }];
    expect(build({ subAgents: agents }).primaryWorkflows?.enableCodebaseInvestigator).toBe(false);
    expect(
      build({ subAgents: [{ name: 'CodebaseInvestigatorAgent', description: 'd' }] })
        .primaryWorkflows?.enableCodebaseInvestigator,
    ).toBe(true);
  });

  it('sanitises the tracker directory and reads the sandbox from SANDBOX', () => {
    expect(build({ taskTracker: '/t/a\nb]c' }).taskTracker).toBe('/t/a bc');
    expect(build({ env: { SANDBOX: 'sandbox-exec' } }).sandbox?.mode).toBe('macos-seatbelt');
    expect(build({ env: { SANDBOX: 'docker' }, toolSandboxing: true }).sandbox).toEqual({
      mode: 'generic',
      toolSandboxingEnabled: true,
    });
  });
});
