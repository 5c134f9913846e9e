import { describe, expect, it } from 'vitest';
import { createDefaultPromptInput } from './defaults';
import { renderSystemPrompt } from './renderSystemPrompt';
import { SECTION_KEYS } from './sectionKeys';
import type { PromptInput, PromptWarningCode } from './types';

const TEMPLATE_PATH = '/home/dev/projects/acme-api/.gemini/system.md';

function custom(template: string, overrides: Partial<PromptInput> = {}): PromptInput {
  const base = createDefaultPromptInput();
  return {
    ...base,
    ...overrides,
    env: { GEMINI_SYSTEM_MD: '1', ...overrides.env },
    files: { [TEMPLATE_PATH]: template },
  };
}

function codes(input: PromptInput): PromptWarningCode[] {
  return renderSystemPrompt(input).warnings.map((w) => w.code);
}

describe('warnings', () => {
  it('has none for the default configuration', () => {
    expect(renderSystemPrompt(createDefaultPromptInput()).warnings).toEqual([]);
  });

  it('flags unresolved placeholders with a suggestion', () => {
    const [warning] = renderSystemPrompt(custom('Read with ${ToolName_read_file}.')).warnings;
    expect(warning?.code).toBe('unresolved-placeholder');
    expect(warning?.fix).toContain('${read_file_ToolName}');
  });

  it('flags $&-style patterns in values the template inserts', () => {
    const skills = [{ name: 's', description: 'costs $& more', location: '/s' }];
    expect(codes(custom('${AgentSkills}', { skills }))).toContain('replacement-pattern');
    // Not inserted → nothing to warn about.
    expect(codes(custom('plain', { skills }))).not.toContain('replacement-pattern');
  });

  it('flags tool names with regex metacharacters in custom mode', () => {
    expect(codes(custom('x', { tools: ['mcp.tool'] }))).toContain('regex-tool-name');
  });

  it('flags section toggles and plan mode that a custom template ignores', () => {
    const result = codes(custom('x', { approvalMode: 'plan', env: { GEMINI_PROMPT_GIT: '0' } }));
    expect(result.filter((c) => c === 'toggle-ignored-in-custom')).toHaveLength(2);
  });

  describe.each(['no', 'off', 'OFF', '00', 'disabled', 'nope'])('GEMINI_PROMPT_GIT=%s', (value) => {
    it('warns that the value does not disable the section', () => {
      const result = renderSystemPrompt({
        ...createDefaultPromptInput(),
        env: { GEMINI_PROMPT_GIT: value },
      });
      expect(result.warnings.map((w) => w.code)).toEqual(['toggle-value-not-disabling']);
      expect(result.warnings[0]?.fix).toBe('Set GEMINI_PROMPT_GIT=0 to remove the section.');
      expect(result.text).toContain('# Git Repository');
    });
  });

  it.each(['0', 'false', '1', 'true', ''])('accepts GEMINI_PROMPT_GIT=%s silently', (value) => {
    expect(codes({ ...createDefaultPromptInput(), env: { GEMINI_PROMPT_GIT: value } })).toEqual([]);
  });

  it('flags unknown toggle names and suggests the real one', () => {
    const [warning] = renderSystemPrompt({
      ...createDefaultPromptInput(),
      env: { GEMINI_PROMPT_GITREPO: '0' },
    }).warnings;
    expect(warning?.code).toBe('unknown-section-toggle');
    expect(warning?.fix).toContain('GEMINI_PROMPT_GIT');
  });

  it('flags yes/on values of GEMINI_SYSTEM_MD, which are paths', () => {
    expect(
      codes({ ...createDefaultPromptInput(), env: { GEMINI_WRITE_SYSTEM_MD: 'yes' } }),
    ).toEqual(['switch-like-path']);
  });

  it('flags a write target that is the template itself', () => {
    expect(codes(custom('x', { env: { GEMINI_WRITE_SYSTEM_MD: '1' } }))).toContain(
      'write-target-is-template',
    );
  });

  it('flags an empty result', () => {
    const env = Object.fromEntries(SECTION_KEYS.map((key) => [`GEMINI_PROMPT_${key}`, 'false']));
    const result = renderSystemPrompt({ ...createDefaultPromptInput(), env });
    expect(result.text).toBe('');
    expect(result.warnings.map((w) => w.code)).toEqual(['empty-result']);
  });
});
