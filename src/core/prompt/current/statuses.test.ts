/** Section statuses of the v0.61 pipeline: the UI's reasons, and agreement with the render. */
import { describe, expect, it } from 'vitest';
import { INVOKE_AGENT_TOOL_NAME } from '../../toolNames';
import { renderSystemPrompt } from '../renderSystemPrompt';
import { CURRENT_SECTION_KEYS, type SectionKey } from '../sectionKeys';
import { sectionStatuses, type SectionStatus } from '../sectionStatuses';
import type { ApprovalMode, PromptInput } from '../types';
import { sizeBaseInput, SIZE_STANDARD_TOOLS } from './testInputs';

const modern = sizeBaseInput('modern');

describe('v0.61 section statuses', () => {
  it('lists the twelve current keys', () => {
    expect(Object.keys(sectionStatuses(modern))).toEqual([...CURRENT_SECTION_KEYS]);
  });

  it.each([
    {
      name: 'no invoke_agent',
      change: { subAgents: [{ name: 'a', description: 'b' }] },
      key: 'AGENTCONTEXTS',
      expected: { state: 'guarded', reason: 'invoke_agent is not registered' },
    },
    {
      name: 'no sub-agents',
      change: { tools: [INVOKE_AGENT_TOOL_NAME] },
      key: 'AGENTCONTEXTS',
      expected: { state: 'empty', reason: 'no sub-agents' },
    },
    {
      name: 'default mode',
      change: {},
      key: 'INTERACTIVEYOLOMODE',
      expected: { state: 'guarded', reason: 'only in YOLO approval mode' },
    },
    {
      name: 'yolo non-interactive',
      change: { approvalMode: 'yolo', interactive: false },
      key: 'INTERACTIVEYOLOMODE',
      expected: { state: 'guarded', reason: 'only in interactive mode' },
    },
    {
      name: 'yolo interactive',
      change: { approvalMode: 'yolo' },
      key: 'INTERACTIVEYOLOMODE',
      expected: { state: 'rendered' },
    },
    {
      name: 'yolo toggle off',
      change: { approvalMode: 'yolo', env: { GEMINI_PROMPT_INTERACTIVEYOLOMODE: '0' } },
      key: 'INTERACTIVEYOLOMODE',
      expected: { state: 'disabled', reason: 'disabled by GEMINI_PROMPT_INTERACTIVEYOLOMODE=0' },
    },
    {
      name: 'modern outside a sandbox',
      change: {},
      key: 'SANDBOX',
      expected: { state: 'empty', reason: 'outside a sandbox: nothing' },
    },
    {
      name: 'modern seatbelt',
      change: { env: { SANDBOX: 'sandbox-exec' } },
      key: 'SANDBOX',
      expected: { state: 'rendered' },
    },
    {
      name: 'modern final reminder',
      change: {},
      key: 'FINALREMINDER',
      expected: { state: 'guarded', reason: 'legacy prompt only' },
    },
    {
      name: 'legacy final reminder',
      change: { model: 'gemini-2.5-pro' },
      key: 'FINALREMINDER',
      expected: { state: 'rendered' },
    },
    {
      name: 'legacy outside a sandbox',
      change: { model: 'gemini-2.5-pro' },
      key: 'SANDBOX',
      expected: { state: 'rendered' },
    },
  ] satisfies {
    name: string;
    change: Partial<PromptInput>;
    key: SectionKey;
    expected: SectionStatus;
  }[])('$name → $key', ({ change, key, expected }) => {
    expect(sectionStatuses({ ...modern, ...change })[key]).toEqual(expected);
  });

  describe('agree with the rendered spans', () => {
    const modes: ApprovalMode[] = ['default', 'yolo', 'plan'];
    const cases = (['auto', 'gemini-2.5-pro'] as const).flatMap((model) =>
      modes.flatMap((approvalMode) =>
        [true, false].flatMap((interactive) =>
          [false, true].map((rich) => ({ model, approvalMode, interactive, rich })),
        ),
      ),
    );

    it.each(cases)('$model $approvalMode interactive=$interactive rich=$rich', (c) => {
      const input: PromptInput = {
        ...modern,
        model: c.model,
        approvalMode: c.approvalMode,
        interactive: c.interactive,
        ...(c.rich
          ? {
              isGitRepository: true,
              env: { SANDBOX: 'docker', GEMINI_PROMPT_HOOKCONTEXT: '0' },
              skills: [{ name: 's', description: 'd', location: '/l' }],
              subAgents: [{ name: 'a', description: 'b' }],
              tools: [...SIZE_STANDARD_TOOLS, INVOKE_AGENT_TOOL_NAME],
            }
          : {}),
      };
      const rendered = new Set(renderSystemPrompt(input).sections.map((span) => span.key));
      const statuses = sectionStatuses(input);
      for (const key of CURRENT_SECTION_KEYS) {
        expect(statuses[key]?.state === 'rendered', key).toBe(rendered.has(key));
      }
    });
  });
});
