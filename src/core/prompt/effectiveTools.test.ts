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
