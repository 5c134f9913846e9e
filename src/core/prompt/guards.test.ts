/**
 * The 2026-02 guards are the one rule behind both the composer's decision and the UI's section
 * statuses: walking configurations, a section's status is "rendered" exactly when the rendered
 * prompt holds its span.
 */
import { describe, expect, it } from 'vitest';
import { createDefaultPromptInput } from './defaults';
import { guardPasses, guardReason } from './guards';
import { renderSystemPrompt } from './renderSystemPrompt';
import { SECTION_KEYS, type SectionKey } from './sectionKeys';
import { sectionStatuses } from './sectionStatuses';
import type { ApprovalMode, PromptInput } from './types';

const base: PromptInput = { ...createDefaultPromptInput(), cliVersion: '2026-02' };
const SKILL = { name: 'pdf', description: 'Reads PDFs', location: '/skills/pdf/SKILL.md' };
const MODES: ApprovalMode[] = ['default', 'autoEdit', 'yolo', 'plan'];

/** Toggle sets: none off, every guarded section off, and the unguarded ones off. */
const TOGGLES: Record<string, string>[] = [
  {},
  {
    GEMINI_PROMPT_AGENTSKILLS: '0',
    GEMINI_PROMPT_PRIMARYWORKFLOWS: 'false',
    GEMINI_PROMPT_PLANNINGWORKFLOW: '0',
    GEMINI_PROMPT_GIT: '0',
  },
  { GEMINI_PROMPT_PREAMBLE: '0', GEMINI_PROMPT_SANDBOX: '0', GEMINI_PROMPT_FINALREMINDER: '0' },
];

const configurations = MODES.flatMap((approvalMode) =>
  [true, false].flatMap((interactive) =>
    [true, false].flatMap((isGitRepository) =>
      [true, false].flatMap((withSkills) =>
        [0, 1, 2].flatMap((toggles) =>
          [true, false].map((blankAgents) => ({
            approvalMode,
            interactive,
            isGitRepository,
            withSkills,
            toggles,
            blankAgents,
          })),
        ),
      ),
    ),
  ),
);

describe('2026-02 guards', () => {
  it('walk every configuration: status "rendered" exactly when the section renders', () => {
    let rendered = 0;
    let notRendered = 0;
    for (const c of configurations) {
      const input: PromptInput = {
        ...base,
        approvalMode: c.approvalMode,
        interactive: c.interactive,
        isGitRepository: c.isGitRepository,
        skills: c.withSkills ? [SKILL] : [],
        env: { SANDBOX: 'docker', ...TOGGLES[c.toggles] },
        agentDirectoryContext: c.blankAgents ? ' ' : base.agentDirectoryContext,
      };
      const spans = new Set(renderSystemPrompt(input).sections.map((span) => span.key));
      const statuses = sectionStatuses(input);
      for (const key of SECTION_KEYS) {
        const on = statuses[key]?.state === 'rendered';
        expect(on, `${key} in ${JSON.stringify(c)}`).toBe(spans.has(key));
        if (on) rendered += 1;
        else notRendered += 1;
      }
    }
    // The walk reaches both outcomes many times (it is not vacuous).
    expect(rendered).toBeGreaterThan(100);
    expect(notRendered).toBeGreaterThan(100);
  });

  it.each([
    { key: 'AGENTSKILLS', change: {}, reason: 'no skills' },
    { key: 'AGENTSKILLS', change: { skills: [SKILL] }, reason: null },
    { key: 'PRIMARYWORKFLOWS', change: { approvalMode: 'plan' }, reason: 'hidden in plan mode' },
    { key: 'PLANNINGWORKFLOW', change: {}, reason: 'only in plan mode' },
    { key: 'GIT', change: { isGitRepository: false }, reason: 'not a git repository' },
    { key: 'PREAMBLE', change: { approvalMode: 'plan', skills: [] }, reason: null },
  ] satisfies { key: SectionKey; change: Partial<PromptInput>; reason: string | null }[])(
    '$key with $change → $reason',
    ({ key, change, reason }) => {
      const input: PromptInput = { ...base, ...change };
      expect(guardReason(key, input)).toBe(reason);
      expect(guardPasses(key, input)).toBe(reason === null);
      const status = sectionStatuses(input)[key];
      if (reason === null) expect(status?.state).not.toBe('guarded');
      else expect(status).toEqual({ state: 'guarded', reason });
    },
  );
});
