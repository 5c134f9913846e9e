import { describe, expect, it } from 'vitest';
import { renderSectionTexts, sanitizePromptNewlines } from './composer';
import { createDefaultPromptInput } from './defaults';
import { buildSystemPromptOptions } from './provider';
import { renderSystemPrompt } from './renderSystemPrompt';
import { renderUserMemory } from './sections/userMemory';
import type { ApprovalMode, PromptInput } from './types';

const approvalModes: ApprovalMode[] = ['default', 'autoEdit', 'yolo', 'plan'];
const sandboxes = [
  { sandbox: undefined, heading: '# Outside of Sandbox' },
  { sandbox: 'sandbox-exec', heading: '# macOS Seatbelt' },
  { sandbox: 'docker', heading: '# Sandbox' },
];
const skill = { name: 'pdf', description: 'PDF work', location: '/s/pdf/SKILL.md' };

const matrix = [true, false].flatMap((interactive) =>
  approvalModes.flatMap((approvalMode) =>
    [false, true].flatMap((gemini3) =>
      sandboxes.flatMap(({ sandbox, heading }) =>
        [true, false].flatMap((git) =>
          [false, true].map((skills) => ({
            interactive,
            approvalMode,
            gemini3,
            sandbox,
            heading,
            git,
            skills,
          })),
        ),
      ),
    ),
  ),
);

type Case = (typeof matrix)[number];

function inputFor(c: Case): PromptInput {
  return {
    ...createDefaultPromptInput(),
    interactive: c.interactive,
    approvalMode: c.approvalMode,
    model: c.gemini3 ? 'auto-gemini-3' : 'auto-gemini-2.5',
    isGitRepository: c.git,
    skills: c.skills ? [skill] : [],
    env: c.sandbox ? { SANDBOX: c.sandbox } : {},
    userMemory: 'Prefer pnpm.\n\n\n\nUse tabs.',
  };
}

function topHeadings(text: string): string[] {
  return text.split('\n').filter((line) => /^# /.test(line));
}

describe.each(matrix)(
  'interactive=$interactive mode=$approvalMode gemini3=$gemini3 SANDBOX=$sandbox git=$git skills=$skills',
  (c) => {
    const input = inputFor(c);
    const rendered = renderSystemPrompt(input);
    const { text } = rendered;

    it('emits the top-level headings in CLI order with their guards', () => {
      expect(topHeadings(text)).toEqual([
        '# Core Mandates',
        ...(c.skills ? ['# Available Agent Skills'] : []),
        '# Hook Context',
        c.approvalMode === 'plan' ? '# Active Approval Mode: Plan' : '# Primary Workflows',
        '# Operational Guidelines',
        c.heading,
        ...(c.git ? ['# Git Repository'] : []),
        '# Final Reminder',
      ]);
    });

    it('opens with the preamble and joins sub-agents to skills with one newline', () => {
      expect(
        text.startsWith(c.interactive ? 'You are an interactive' : 'You are a non-interactive'),
      ).toBe(true);
      if (c.skills) expect(text).toMatch(/\n- cli_help:[^\n]*\n\n# Available Agent Skills\n/);
    });

    it('applies the isGemini3 bullets', () => {
      expect(text.includes('**Explain Before Acting:**')).toBe(c.gemini3);
    });

    it('appends memory after ---, sanitised, and never leaves 3 newlines', () => {
      expect(text.endsWith('\n\n---\n\nPrefer pnpm.\n\nUse tabs.')).toBe(true);
      expect(text).not.toMatch(/\n{3,}/);
    });

    it('gives ordered, non-overlapping spans whose slices are the sanitised sections', () => {
      const texts = renderSectionTexts(buildSystemPromptOptions(input));
      let previousEnd = 0;
      for (const span of rendered.sections) {
        expect(span.start).toBeGreaterThanOrEqual(previousEnd);
        previousEnd = span.end;
        const raw =
          span.key === 'USER_MEMORY'
            ? renderUserMemory(input.userMemory as string | undefined)
            : texts[span.key as keyof typeof texts];
        expect(text.slice(span.start, span.end)).toBe(sanitizePromptNewlines(raw ?? '').trim());
      }
      expect(rendered.sections.at(-1)?.key).toBe('USER_MEMORY');
      // Every non-whitespace character belongs to some span.
      let gaps = text;
      for (const span of [...rendered.sections].reverse())
        gaps = gaps.slice(0, span.start) + gaps.slice(span.end);
      expect(gaps.trim()).toBe('');
    });

    if (c.approvalMode === 'autoEdit' || c.approvalMode === 'yolo') {
      it('produces exactly the default-mode text (ran in CLI: same sha256)', () => {
        expect(text).toBe(renderSystemPrompt({ ...input, approvalMode: 'default' }).text);
      });
    }
  },
);
