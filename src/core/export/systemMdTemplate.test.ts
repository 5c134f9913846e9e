import { describe, expect, it } from 'vitest';
import { renderSystemPrompt } from '../prompt/renderSystemPrompt';
import { createDefaultPlaygroundState } from '../state/defaults';
import type { PlaygroundState } from '../state/playgroundState';
import { buildSystemMdExport } from './systemMdExport';
import { buildSystemMdTemplateExport } from './systemMdTemplate';
import { toPromptInput } from '../inputs/toPromptInput';

/** Feeds `template` back through custom-template mode (GEMINI_SYSTEM_MD) with the same state. */
function renderThroughTemplate(state: PlaygroundState, template: string): string {
  const again = structuredClone(state);
  again.gemini.env['GEMINI_SYSTEM_MD'] = '/templates/system.md';
  again.workspace.files['/templates/system.md'] = template;
  const rendered = renderSystemPrompt(toPromptInput(again));
  expect(rendered.error).toBeNull();
  return rendered.text;
}

function stateWithSkillsAndMemory(): PlaygroundState {
  const state = createDefaultPlaygroundState();
  state.gemini.userMemory = 'Always run the tests before committing.';
  state.gemini.skills = [
    { name: 'release-notes', description: 'Drafts release notes', location: '/skills/rn/SKILL.md' },
  ];
  return state;
}

describe('buildSystemMdTemplateExport', () => {
  it('leaves the memory out: the CLI appends it to any template it reads', () => {
    const state = stateWithSkillsAndMemory();
    const { content, fileName, error } = buildSystemMdTemplateExport(state);
    expect(error).toBeNull();
    expect(fileName).toBe('system.md');
    expect(content).not.toContain('Always run the tests before committing.');
    expect(content).not.toContain('\n---\n');
  });

  it('keeps the sub-agent list and the skills block as placeholders', () => {
    const { content } = buildSystemMdTemplateExport(stateWithSkillsAndMemory());
    expect(content).toContain('${SubAgents}');
    expect(content).toContain('${AgentSkills}');
    expect(content).not.toContain('release-notes');
  });

  it('gives back the prompt as sent when read as GEMINI_SYSTEM_MD with the same memory', () => {
    const state = stateWithSkillsAndMemory();
    const template = buildSystemMdTemplateExport(state).content;
    expect(renderThroughTemplate(state, template)).toBe(buildSystemMdExport(state).content);
  });

  it('round-trips the default configuration too (no skills, no memory)', () => {
    const state = createDefaultPlaygroundState();
    const template = buildSystemMdTemplateExport(state).content;
    expect(renderThroughTemplate(state, template)).toBe(buildSystemMdExport(state).content);
  });

  it('follows the CLI version selected: the 2026-02 sections round-trip too', () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.gemini.userMemory = 'Always run the tests before committing.';
    const template = buildSystemMdTemplateExport(state).content;
    expect(template).not.toBe(buildSystemMdTemplateExport(createDefaultPlaygroundState()).content);
    expect(renderThroughTemplate(state, template)).toBe(buildSystemMdExport(state).content);
  });

  it('gives an active imported prompt as toggled, like the as-sent download', () => {
    const state = createDefaultPlaygroundState();
    state.importedPrompt = {
      text: 'You are a careful agent.\n\n# Rules\nBe brief.',
      fileName: 'pasted text',
      active: true,
      disabledSpans: [],
    };
    const { content, error } = buildSystemMdTemplateExport(state);
    expect(error).toBeNull();
    expect(content).toBe(buildSystemMdExport(state).content);
    expect(content).toContain('Be brief.');
  });

  it('the prompt as sent is not a template: read back, its memory arrives twice', () => {
    const state = stateWithSkillsAndMemory();
    const sent = buildSystemMdExport(state).content;
    const again = renderThroughTemplate(state, sent);
    expect(again.split('Always run the tests before committing.')).toHaveLength(3);
  });

  it('in custom mode exports the template file itself, placeholders untouched', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.env['GEMINI_SYSTEM_MD'] = '/t/system.md';
    state.workspace.files['/t/system.md'] = 'Use ${read_file_ToolName}.\n${AgentSkills}';
    state.gemini.userMemory = 'mem';
    expect(buildSystemMdTemplateExport(state)).toEqual({
      fileName: 'system.md',
      content: 'Use ${read_file_ToolName}.\n${AgentSkills}',
      error: null,
    });
  });

  it('says why when the custom template is missing', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.env['GEMINI_SYSTEM_MD'] = '1';
    const exported = buildSystemMdTemplateExport(state);
    expect(exported.content).toBe('');
    expect(exported.error).toContain("missing system prompt file '");
  });
});
