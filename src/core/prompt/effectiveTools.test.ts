import { describe, expect, it } from 'vitest';
import { BUILTIN_TOOL_NAMES } from '../toolNames';
import { effectiveTools } from './effectiveTools';
import type { ApprovalMode } from './types';

const tools = [...BUILTIN_TOOL_NAMES];

describe('effectiveTools (gemini-cli packages/cli/src/config/config.ts: approval modes, write_todos)', () => {
  describe.each([
    {
      approvalMode: 'default',
      removed: ['write_file', 'replace', 'run_shell_command', 'web_fetch', 'ask_user'],
    },
    {
      approvalMode: 'plan',
      removed: ['write_file', 'replace', 'run_shell_command', 'web_fetch', 'ask_user'],
    },
    { approvalMode: 'autoEdit', removed: ['run_shell_command', 'ask_user'] },
    { approvalMode: 'yolo', removed: ['ask_user'] },
  ] satisfies { approvalMode: ApprovalMode; removed: string[] }[])(
    'non-interactive $approvalMode',
    ({ approvalMode, removed }) => {
      const result = effectiveTools({
        tools,
        interactive: false,
        approvalMode,
        model: 'gemini-2.5-pro',
      });

      it('removes the CLI list, in registry order, with a reason', () => {
        expect(result.removed.map((r) => r.name)).toEqual(removed);
        expect(result.removed.every((r) => r.reason.includes('non-interactive'))).toBe(true);
        expect(result.tools).toEqual(tools.filter((name) => !removed.includes(name)));
      });
    },
  );

  it('removes nothing when interactive with a stable model', () => {
    const result = effectiveTools({
      tools,
      interactive: true,
      approvalMode: 'default',
      model: 'auto-gemini-2.5',
    });
    expect(result).toEqual({ tools, removed: [] });
  });

  describe.each([
    { model: 'auto-gemini-3', removed: true },
    { model: 'gemini-3-pro-preview', removed: true },
    { model: 'gemini-3-flash-preview', removed: true },
    // Only the configured id counts: `auto` is not itself a preview id.
    { model: 'auto', removed: false },
    { model: 'gemini-2.5-pro', removed: false },
  ])('model=$model', ({ model, removed }) => {
    it(`${removed ? 'drops' : 'keeps'} write_todos`, () => {
      const result = effectiveTools({ tools, interactive: true, approvalMode: 'default', model });
      expect(result.tools.includes('write_todos')).toBe(!removed);
      expect(result.removed.some((r) => r.name === 'write_todos' && r.reason.includes(model))).toBe(
        removed,
      );
    });
  });

  it('does not report tools that were not registered', () => {
    expect(
      effectiveTools({
        tools: ['read_file'],
        interactive: false,
        approvalMode: 'default',
        model: 'auto-gemini-3',
      }),
    ).toEqual({ tools: ['read_file'], removed: [] });
  });
});

/**
 * A release's registry (gemini-cli packages/core/src/tools/tool-registry.ts `isActiveTool`
 * and `getActiveTools`, with the default rules of policy/policies/*.toml), rule by rule:
 * - interactive YOLO mode denies enter_plan_mode and exit_plan_mode (yolo.toml, priority 999);
 * - a non-interactive run denies what no rule allows (the engine's default decision there),
 *   e.g. write_todos and read_many_files outside YOLO mode, and activate_skill (write.toml);
 * - plan mode denies every tool (plan.toml, priority 40) but the read-only ones, those allowed
 *   for some arguments (write_file, replace, invoke_agent) and, interactively, ask_user,
 *   web_fetch, activate_skill and exit_plan_mode;
 * - update_topic is inactive without narration; exit_plan_mode outside plan mode;
 *   enter_plan_mode in plan mode; save_memory and the agent tools are never registered.
 */
describe('effectiveTools for a release', () => {
  const release = { cliVersion: '0.61.0' as const, model: 'gemini-2.5-pro' };
  const all = [...tools, 'invoke_agent', 'update_topic'];
  const kept = (approvalMode: ApprovalMode, interactive: boolean, narration = false) =>
    effectiveTools({
      ...release,
      tools: all,
      approvalMode,
      interactive,
      topicUpdateNarration: narration,
    }).tools;

  it('interactive default mode keeps everything but the tools a release lacks or idles', () => {
    expect(kept('default', true)).toEqual(
      all.filter(
        (name) =>
          !['save_memory', 'codebase_investigator', 'cli_help', 'exit_plan_mode'].includes(name) &&
          name !== 'update_topic',
      ),
    );
    expect(kept('default', true, true)).toContain('update_topic');
  });

  it('interactive YOLO mode leaves out both plan-mode tools', () => {
    const yolo = kept('yolo', true);
    expect(yolo).not.toContain('enter_plan_mode');
    expect(yolo).not.toContain('exit_plan_mode');
    expect(yolo).toContain('run_shell_command');
  });

  it('a non-interactive default run keeps only what a rule allows', () => {
    expect(kept('default', false)).toEqual([
      'list_directory',
      'read_file',
      'glob',
      'grep_search',
      'google_web_search',
      'get_internal_docs',
      'enter_plan_mode',
      'invoke_agent',
    ]);
    // YOLO allows every tool but ask_user.
    expect(kept('yolo', false)).toContain('write_todos');
    expect(kept('yolo', false)).not.toContain('ask_user');
  });

  it('plan mode keeps the read-only tools and those allowed for some arguments', () => {
    expect(kept('plan', true)).toEqual([
      'list_directory',
      'read_file',
      'write_file',
      'replace',
      'glob',
      'grep_search',
      'web_fetch',
      'google_web_search',
      'get_internal_docs',
      'activate_skill',
      'ask_user',
      'exit_plan_mode',
      'invoke_agent',
    ]);
    expect(kept('plan', false)).toEqual([
      'list_directory',
      'read_file',
      'glob',
      'grep_search',
      'google_web_search',
      'get_internal_docs',
      'exit_plan_mode',
      'invoke_agent',
    ]);
  });
});
