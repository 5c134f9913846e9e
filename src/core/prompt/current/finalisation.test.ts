/**
 * v0.61 finalisation: memory in both forms, the `[Active Topic: …]` suffix after the
 * sanitiser, custom templates with the family renderers, and 2026-02 left untouched.
 */
import { describe, expect, it } from 'vitest';
import { createDefaultPromptInput } from '../defaults';
import { renderSystemPrompt } from '../renderSystemPrompt';
import { CURRENT_SECTION_KEYS, sectionEnvVar } from '../sectionKeys';
import type { PromptInput } from '../types';
import { sizeBaseInput } from './testInputs';

const ALL_OFF = Object.fromEntries(CURRENT_SECTION_KEYS.map((key) => [sectionEnvVar(key), '0']));

describe('[Active Topic: …]', () => {
  const narrated: PromptInput = {
    ...sizeBaseInput('modern'),
    topicUpdateNarration: true,
    activeTopic: 'Fix\nthe [parser]',
  };

  it('is appended after sanitising, with newlines turned into spaces and ] removed', () => {
    const { text, sections } = renderSystemPrompt(narrated);
    expect(text.endsWith('\n\n[Active Topic: Fix the [parser]')).toBe(true);
    expect(sections.at(-1)).toMatchObject({ key: 'ACTIVE_TOPIC', end: text.length });
  });

  it('is not trimmed with the prompt: an empty prompt keeps its leading blank line', () => {
    const { text } = renderSystemPrompt({ ...narrated, env: ALL_OFF, activeTopic: 'x' });
    expect(text).toBe('\n\n[Active Topic: x]');
  });

  it('needs narration on and a topic', () => {
    expect(renderSystemPrompt({ ...narrated, topicUpdateNarration: false }).text).not.toContain(
      '[Active Topic: Fix',
    );
    expect(renderSystemPrompt({ ...narrated, activeTopic: '' }).text).not.toContain(
      '[Active Topic: Fix',
    );
  });
});

describe('custom template (GEMINI_SYSTEM_MD) under v0.61', () => {
  const template = 'Agents:\n${SubAgents}\nSkills:\n${AgentSkills}\nEnd';
  const base: PromptInput = {
    ...sizeBaseInput('modern'),
    env: { GEMINI_SYSTEM_MD: '1' },
    files: { '/home/dev/projects/acme-api/.gemini/system.md': template },
    subAgents: [{ name: 'helper', description: 'Helps.' }],
    skills: [{ name: 'pdf', description: 'Reads PDFs.', location: '/s/SKILL.md' }],
  };

  it('fills ${SubAgents} with the family renderer even without invoke_agent', () => {
    const modern = renderSystemPrompt(base).text;
    expect(modern).toContain('<available_subagents>');
    expect(modern).toContain('Skills:\n# Available Agent Skills');
    const legacy = renderSystemPrompt({ ...base, model: 'gemini-2.5-pro' }).text;
    expect(legacy).toContain('- helper -> Helps.');
    expect(legacy).toContain('Skills:\n\n# Available Agent Skills');
  });

  it('appends memory with the v0.61 wrapper and then the topic', () => {
    const { text } = renderSystemPrompt({
      ...base,
      userMemory: 'm',
      topicUpdateNarration: true,
      activeTopic: 't',
    });
    expect(text).toMatch(
      /End\n\n# Contextual Instructions \(GEMINI\.md\)[\s\S]*<\/loaded_context>\n\n\[Active Topic: t\]$/,
    );
  });
});

describe('2026-02 is untouched', () => {
  it('renders the same with cliVersion absent or 2026-02', () => {
    const input = createDefaultPromptInput();
    expect(renderSystemPrompt({ ...input, cliVersion: '2026-02' })).toEqual(
      renderSystemPrompt(input),
    );
  });

  it('ignores the v0.61 inputs', () => {
    const input = createDefaultPromptInput();
    const withCurrent: PromptInput = {
      ...input,
      topicUpdateNarration: true,
      activeTopic: 't',
      taskTracker: '/t',
      subAgents: [{ name: 'a', description: 'b' }],
    };
    expect(renderSystemPrompt(withCurrent).text).toBe(renderSystemPrompt(input).text);
  });

  it('reports the version and family only for v0.61', () => {
    expect(renderSystemPrompt(createDefaultPromptInput()).model).toBeUndefined();
    expect(renderSystemPrompt(sizeBaseInput('legacy'))).toMatchObject({
      cliVersion: '0.61.0',
      model: { resolved: 'gemini-2.5-pro', family: 'legacy' },
    });
  });
});
