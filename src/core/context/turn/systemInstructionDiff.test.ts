import { describe, expect, it } from 'vitest';
import { createCurrentPromptInput, createDefaultPromptInput } from '../../prompt';
import type { PromptInput } from '../../prompt';
import { diffSystemInstruction } from './systemInstructionDiff';

const base = createDefaultPromptInput();
const variant = (patch: Partial<PromptInput>): PromptInput => ({ ...base, ...patch });

describe('diffSystemInstruction', () => {
  it('shows memory appended as added lines', () => {
    const diff = diffSystemInstruction(base, variant({ userMemory: 'Use pnpm.' }));
    expect(diff.changedInputs).toEqual([{ key: 'memory', summary: '0 → 9 characters' }]);
    const added = diff.hunks.flatMap((h) => h.lines).filter((l) => l.startsWith('+'));
    // The memory follows a `---` separator (gemini-cli packages/core/src/prompts/promptProvider.ts getCoreSystemPrompt).
    expect(added).toEqual(expect.arrayContaining(['+---', '+Use pnpm.']));
    expect(diff.removed).toBe(0);
  });

  it('names the input and reports no text change for yolo', () => {
    // autoEdit and yolo render byte-identical prompts (gemini-cli packages/core/src/prompts/promptProvider.ts getCoreSystemPrompt).
    const diff = diffSystemInstruction(base, variant({ approvalMode: 'yolo' }));
    expect(diff.changedInputs.map((c) => c.key)).toEqual(['approvalMode']);
    expect(diff.textChanged).toBe(false);
    expect(diff.hunks).toEqual([]);
  });

  it('swaps the workflow section when entering plan mode', () => {
    const diff = diffSystemInstruction(
      base,
      variant({ approvalMode: 'plan', tools: [...base.tools, 'exit_plan_mode'] }),
    );
    expect(diff.changedInputs.map((c) => c.key)).toEqual(['approvalMode', 'tools']);
    const lines = diff.hunks.flatMap((h) => h.lines);
    expect(lines).toContain('-# Primary Workflows');
    expect(lines).toContain('+# Active Approval Mode: Plan');
  });

  it('reports a model change that flips the Gemini 3 bullets', () => {
    const diff = diffSystemInstruction(base, variant({ model: 'gemini-3-pro-preview' }));
    expect(diff.changedInputs[0]?.key).toBe('model');
    expect(diff.changedInputs[0]?.summary).toContain('Gemini 3');
    expect(diff.textChanged).toBe(true);
  });

  it('names the models in force on a release (auto is gemini-3-pro-preview there)', () => {
    const release = createCurrentPromptInput();
    const diff = diffSystemInstruction(release, { ...release, model: 'gemini-2.5-pro' });
    expect(diff.changedInputs[0]).toEqual({
      key: 'model',
      summary:
        'auto → gemini-2.5-pro (gemini-3-pro-preview → gemini-2.5-pro, prompt family switches)',
    });
  });

  it('lists tools removed from the registry', () => {
    const diff = diffSystemInstruction(
      base,
      variant({ tools: base.tools.filter((t) => t !== 'write_todos') }),
    );
    expect(diff.changedInputs).toEqual([{ key: 'tools', summary: 'removed write_todos' }]);
  });
});
