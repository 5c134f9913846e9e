/**
 * What-if variants: one per piece that is on, each the configuration with that piece off as
 * its opening texts (rendered with the release's own text, loaded by the test setup).
 */
import { describe, expect, it } from 'vitest';
import { toPromptInput } from '../inputs/toPromptInput';
import { renderSystemPrompt } from '../prompt/renderSystemPrompt';
import { sectionStatuses } from '../prompt/sectionStatuses';
import { createDefaultPlaygroundState } from '../state/defaults';
import type { PlaygroundState } from '../state/playgroundState';
import { breakAtToken, whatIfPieces, whatIfVariants, type RenderSystemText } from './variants';
import { sessionPrefixTexts } from './sessionFromState';

const render: RenderSystemText = (state) => {
  const rendered = renderSystemPrompt(toPromptInput(state));
  expect(rendered.error).toBeNull();
  return rendered.text;
};

const baseOf = (state: PlaygroundState) => sessionPrefixTexts(state, render(state));

function variant(state: PlaygroundState, key: string) {
  const found = whatIfVariants(state, render).find((v) => v.key === key);
  if (!found) throw new Error(`no variant ${key}`);
  return found;
}

describe.each(['0.61.0', '2026-02'] as const)('sections of %s', (version) => {
  it('one variant per rendered section, each without that section only', () => {
    const state = createDefaultPlaygroundState(version);
    const statuses = sectionStatuses(toPromptInput(state));
    const rendered = Object.entries(statuses)
      .filter(([, status]) => status?.state === 'rendered')
      .map(([key]) => `section:${key}`);
    const sections = whatIfVariants(state, render).filter((v) => v.group === 'section');
    // Guarded, empty and switched-off sections are not pieces that are on.
    expect(sections.map((v) => v.key)).toEqual(rendered);
    expect(rendered.length).toBeGreaterThan(3);
    const base = baseOf(state);
    for (const v of sections) {
      expect(v.prefix.system.length).toBeLessThan(base.system.length);
      expect(v.prefix.tools).toBe(base.tools);
      expect(v.prefix.environment).toBe(base.environment);
    }
  });

  it('a section already switched off is not offered', () => {
    const state = createDefaultPlaygroundState(version);
    state.gemini.env = { ...state.gemini.env, GEMINI_PROMPT_GIT: '0' };
    const keys = whatIfVariants(state, render).map((v) => v.key);
    expect(keys).not.toContain('section:GIT');
    expect(keys).toContain('section:COREMANDATES');
  });
});

describe('memory', () => {
  it('one variant per discovered GEMINI.md that holds text, without its content', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.memorySource = 'discovered';
    const project = `${state.gemini.cwd}/GEMINI.md`;
    const nested = `${state.gemini.cwd}/src/GEMINI.md`;
    state.workspace.files = {
      ...state.workspace.files,
      [project]: 'Always run the ledger checks before a commit.',
      [nested]: 'Modules in src use tabs, never spaces.',
      [`${state.gemini.cwd}/docs/GEMINI.md`]: '   ',
    };
    const memory = whatIfVariants(state, render).filter((v) => v.group === 'memory');
    expect(memory.map((v) => v.key).sort()).toEqual(
      [`memory:file:${nested}`, `memory:file:${project}`].sort(),
    );
    const base = baseOf(state);
    const joined = (p: typeof base) => p.system + p.tools + p.environment;
    expect(joined(base)).toContain('ledger checks');
    const withoutProject = variant(state, `memory:file:${project}`);
    expect(joined(withoutProject.prefix)).not.toContain('ledger checks');
    expect(joined(withoutProject.prefix)).toContain('use tabs');
    expect(withoutProject.label).toBe('GEMINI.md');
  });

  it('the typed memory of 2026-02 is one variant whose system text lacks it', () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.gemini.userMemory = 'Prefer the ledger module for money.';
    const typed = variant(state, 'memory:typed');
    expect(baseOf(state).system).toContain('Prefer the ledger module');
    expect(typed.prefix.system).not.toContain('Prefer the ledger module');
  });

  it('typed memory parts of a release: one variant per part that holds text', () => {
    const state = createDefaultPlaygroundState('0.61.0');
    state.gemini.memoryForm = 'parts';
    state.gemini.memoryParts = {
      global: 'Global rule: answer in British English.',
      extension: '',
      project: 'Project rule: tests live beside their code.',
      userProjectMemory: '',
    };
    const keys = whatIfVariants(state, render)
      .filter((v) => v.group === 'memory')
      .map((v) => v.key);
    expect(keys).toEqual(['memory:part:global', 'memory:part:project']);
    const project = variant(state, 'memory:part:project');
    expect(baseOf(state).environment).toContain('tests live beside');
    expect(project.prefix.environment).not.toContain('tests live beside');
    expect(project.prefix.system).toContain('British English');
  });
});

describe('tool groups', () => {
  it('groups the registered tools and each variant drops its declarations', () => {
    const state = createDefaultPlaygroundState('0.61.0');
    const tools = whatIfVariants(state, render).filter((v) => v.group === 'toolGroup');
    const keys = tools.map((v) => v.key);
    expect(keys).toEqual(expect.arrayContaining(['tools:files', 'tools:shell', 'tools:web']));
    const files = variant(state, 'tools:files');
    expect(files.label).toMatch(/^File tools \(\d+\)$/);
    expect(baseOf(state).tools).toContain('"name":"read_file"');
    expect(files.prefix.tools).not.toContain('"name":"read_file"');
    expect(files.prefix.tools).toContain('"name":"run_shell_command"');
    const shell = variant(state, 'tools:shell');
    expect(shell.prefix.tools).not.toContain('"name":"run_shell_command"');
  });

  it('a tool the mode removes anyway is not a piece', () => {
    const state = createDefaultPlaygroundState('0.61.0');
    state.gemini.interactive = false;
    // Non-interactive default approval drops the shell tool before the prompt is built.
    expect(whatIfPieces(state).map((p) => p.key)).not.toContain('tools:shell');
  });

  it('one group per MCP server, from the tool names and the listed MCP tools', () => {
    const state = createDefaultPlaygroundState('0.61.0');
    state.gemini.mcpTools = [
      { serverName: 'github', serverToolName: 'create_issue', readOnly: false },
      { serverName: 'github', serverToolName: 'list_prs', readOnly: false },
    ];
    state.gemini.tools = [...state.gemini.tools, 'jira__search'];
    const pieces = whatIfPieces(state).filter((p) => p.key.startsWith('tools:mcp:'));
    expect(pieces.map((p) => [p.key, p.label])).toEqual([
      ['tools:mcp:jira', 'MCP server jira (1)'],
      ['tools:mcp:github', 'MCP server github (2)'],
    ]);
    const jira = variant(state, 'tools:mcp:jira');
    expect(baseOf(state).tools).toContain('jira__search');
    expect(jira.prefix.tools).not.toContain('jira__search');
    const github = pieces[1]!.without(state);
    expect(github.gemini.mcpTools).toEqual([]);
    expect(github.gemini.tools).toContain('jira__search');
  });
});

describe('skills', () => {
  it('one variant per skill, without that skill', () => {
    const state = createDefaultPlaygroundState('0.61.0');
    state.gemini.skills = [
      { name: 'ledger-audit', description: 'Audits ledger entries.', location: '/s/a/SKILL.md' },
      { name: 'release-notes', description: 'Drafts release notes.', location: '/s/b/SKILL.md' },
    ];
    const skills = whatIfVariants(state, render).filter((v) => v.group === 'skill');
    expect(skills.map((v) => v.label)).toEqual(['Skill ledger-audit', 'Skill release-notes']);
    const base = baseOf(state);
    expect(base.system).toContain('ledger-audit');
    expect(skills[0]!.prefix.system).not.toContain('ledger-audit');
    expect(skills[0]!.prefix.system).toContain('release-notes');
  });
});

it('leaves the configuration it was given untouched', () => {
  const state = createDefaultPlaygroundState('0.61.0');
  const before = JSON.stringify(state);
  whatIfVariants(state, render);
  expect(JSON.stringify(state)).toBe(before);
});

describe('breakAtToken', () => {
  const chars = (text: string) => text.length;
  const base = { system: 'abcdef', tools: '[tools]', environment: 'env' };

  it('counts up to the first different character, pieces before it whole', () => {
    expect(breakAtToken(base, { ...base, system: 'abcXef' }, chars)).toBe(3);
    expect(breakAtToken(base, { ...base, system: 'Xbcdef' }, chars)).toBe(0);
    expect(breakAtToken(base, { ...base, tools: '[toolz]' }, chars)).toBe(6 + 5);
    expect(breakAtToken(base, { ...base, tools: '' }, chars)).toBe(6);
    expect(breakAtToken(base, { ...base, environment: 'en' }, chars)).toBe(6 + 7 + 2);
  });

  it('equal prefixes break nowhere: the whole request is shared', () => {
    expect(breakAtToken(base, { ...base }, chars)).toBe(16);
  });

  it('a section toggled near the top breaks earlier than one near the end', () => {
    const state = createDefaultPlaygroundState('0.61.0');
    const b = baseOf(state);
    const at = (key: string) => breakAtToken(b, variant(state, key).prefix, chars);
    expect(at('section:COREMANDATES')).toBeLessThan(at('section:GIT'));
    // The prompt names the file tools, so dropping them changes the system text already.
    expect(at('tools:files')).toBeLessThan(b.system.length);
  });

  it('memory sent in the environment message breaks after the system and the tools', () => {
    const state = createDefaultPlaygroundState('0.61.0');
    state.gemini.memoryForm = 'parts';
    state.gemini.memoryParts = { ...state.gemini.memoryParts, project: 'Project rule: tabs.' };
    const b = baseOf(state);
    const at = breakAtToken(b, variant(state, 'memory:part:project').prefix, chars);
    expect(at).toBeGreaterThanOrEqual(b.system.length + b.tools.length);
  });
});
