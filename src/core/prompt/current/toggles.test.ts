/**
 * Each of the twelve v0.61 env toggles turns off exactly its own section, in both families;
 * the task tracker and memory have no toggle.
 */
import { describe, expect, it } from 'vitest';
import { INVOKE_AGENT_TOOL_NAME } from '../../toolNames';
import { renderSystemPrompt } from '../renderSystemPrompt';
import { CURRENT_SECTION_KEYS, sectionEnvVar, type SectionKey } from '../sectionKeys';
import type { PromptInput, SectionSpan } from '../types';
import { sizeBaseInput, SIZE_STANDARD_TOOLS } from './testInputs';

/** Every section on: YOLO interactive (or plan), git, skills, sub-agents, seatbelt, tracker. */
function everything(family: 'modern' | 'legacy', plan: boolean): PromptInput {
  return {
    ...sizeBaseInput(family),
    approvalMode: plan ? 'plan' : 'yolo',
    env: { SANDBOX: 'sandbox-exec' },
    toolSandboxing: true,
    isGitRepository: true,
    skills: [{ name: 'pdf', description: 'Reads PDFs.', location: '/skills/pdf/SKILL.md' }],
    subAgents: [{ name: 'generalist', description: 'Does broad work.' }],
    tools: [...SIZE_STANDARD_TOOLS, INVOKE_AGENT_TOOL_NAME],
    taskTracker: '/home/dev/.gemini/tmp/p/tracker',
    userMemory:
      '--- Context from: GEMINI.md ---\nUse pnpm.\n--- End of Context from: GEMINI.md ---',
  };
}

function pieces(input: PromptInput): Map<SectionSpan['key'], string> {
  const { text, sections } = renderSystemPrompt(input);
  return new Map(sections.map((span) => [span.key, text.slice(span.start, span.end)]));
}

describe.each(['modern', 'legacy'] as const)('%s family toggles', (family) => {
  describe.each(CURRENT_SECTION_KEYS)('GEMINI_PROMPT_%s=0', (key: SectionKey) => {
    const plan = key === 'PLANNINGWORKFLOW';
    const input = everything(family, plan);
    const before = pieces(input);
    const after = pieces({ ...input, env: { ...input.env, [sectionEnvVar(key)]: '0' } });

    it('removes exactly its own section and leaves every other one unchanged', () => {
      const modernFinalReminder = family === 'modern' && key === 'FINALREMINDER';
      // The modern family has no final reminder: its toggle changes nothing.
      expect(before.has(key)).toBe(!modernFinalReminder);
      expect(after.has(key)).toBe(false);
      const expected = new Map(before);
      expected.delete(key);
      expect(after).toEqual(expected);
    });
  });

  it('has no toggle for the task tracker or the memory', () => {
    const input = everything(family, false);
    const off = Object.fromEntries(CURRENT_SECTION_KEYS.map((k) => [sectionEnvVar(k), '0']));
    const keys = [...pieces({ ...input, env: { ...input.env, ...off } }).keys()];
    expect(keys).toEqual(['TASKTRACKER', 'USER_MEMORY']);
  });

  it('warns about GEMINI_PROMPT_INTERACTIVEYOLOMODE only under 2026-02', () => {
    const env = { GEMINI_PROMPT_INTERACTIVEYOLOMODE: '0' };
    const current = renderSystemPrompt({ ...everything(family, false), env });
    expect(current.warnings.map((w) => w.code)).not.toContain('unknown-section-toggle');
    const old = renderSystemPrompt({ ...everything(family, false), env, cliVersion: '2026-02' });
    expect(old.warnings.map((w) => w.code)).toContain('unknown-section-toggle');
  });
});
