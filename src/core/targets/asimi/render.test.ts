import { describe, expect, it } from 'vitest';
import { createDefaultAsimiInput } from './defaults';
import { renderAsimiPrompt } from './render';
import type { AsimiInput, AsimiSectionKey } from './types';

function input(overrides: Partial<AsimiInput> = {}): AsimiInput {
  return {
    ...createDefaultAsimiInput(),
    cwd: '/work/proj',
    homeDir: '/home/ada',
    files: {},
    isGitRepository: false,
    ...overrides,
  };
}

const CUSTOM = 'CUSTOM BASE PROMPT';

describe('renderAsimiPrompt: base prompt by ASIMI_SYSTEM_MD', () => {
  it.each([
    ['unset', {}],
    ['0', { ASIMI_SYSTEM_MD: '0' }],
    ['false', { ASIMI_SYSTEM_MD: 'false' }],
    ['FaLsE', { ASIMI_SYSTEM_MD: 'FaLsE' }],
  ])('%s → built-in prompt', (_name, env) => {
    const r = renderAsimiPrompt(input({ env }));
    expect(r.basePromptSource).toBe('builtin');
    expect(r.basePromptPath).toBeUndefined();
    // The built-in prompt opens with Asimi's identity.
    expect(r.text.startsWith('You are Asimi')).toBe(true);
  });

  it.each([
    ['1', '1', '/home/ada/.gemini/system.md'],
    ['TRUE', 'TRUE', '/home/ada/.gemini/system.md'],
    ['absolute', '/opt/p.md', '/opt/p.md'],
    ['tilde', '~/my/p.md', '/home/ada/my/p.md'],
    ['relative', 'prompts/p.md', '/work/proj/prompts/p.md'],
  ])('%s → reads the file at the resolved path', (_name, value, path) => {
    const r = renderAsimiPrompt(
      input({ env: { ASIMI_SYSTEM_MD: value }, files: { [path]: `\n${CUSTOM}\n` } }),
    );
    expect(r.error).toBeNull();
    expect(r.basePromptSource).toBe('file');
    expect(r.basePromptPath).toBe(path);
    // The file replaces the built-in prompt entirely and is trimmed.
    expect(r.text.startsWith(`${CUSTOM}\n\n# Outside of Sandbox`)).toBe(true);
    expect(r.text).not.toContain('You are Asimi');
  });

  it('missing file → error instead of a prompt', () => {
    const r = renderAsimiPrompt(input({ env: { ASIMI_SYSTEM_MD: 'nope.md' } }));
    expect(r.text).toBe('');
    expect(r.sections).toEqual([]);
    expect(r.basePromptPath).toBe('/work/proj/nope.md');
    // The message must name the path that was looked up.
    expect(r.error).toContain('/work/proj/nope.md');
    expect(r.error).toContain('ASIMI_SYSTEM_MD=nope.md');
  });

  it('honours the misspelt ASSIMI_SYSTEM_MD with a notice', () => {
    const r = renderAsimiPrompt(
      input({ env: { ASSIMI_SYSTEM_MD: '/p.md' }, files: { '/p.md': CUSTOM } }),
    );
    expect(r.basePromptSource).toBe('file');
    expect(r.warnings.join('\n')).toContain('ASSIMI_SYSTEM_MD');
  });
});

describe('renderAsimiPrompt: dynamic blocks', () => {
  const full = input({
    sandbox: 'macos',
    isGitRepository: true,
    userMemory: '  likes tabs  \n',
    files: { '/work/proj/AGENTS.md': '# Ctx\nuse just\n' },
  });
  const r = renderAsimiPrompt(full);
  const keyOf = (k: AsimiSectionKey) => r.sections.find((s) => s.key === k);
  const slice = (k: AsimiSectionKey) => {
    const s = keyOf(k);
    return s ? r.text.slice(s.start, s.end) : undefined;
  };

  it('appends the blocks in the documented order', () => {
    expect(r.sections.map((s) => s.key)).toEqual([
      'base',
      'sandbox',
      'git',
      'projectContext',
      'userMemory',
    ]);
  });

  it('spans tile the text with no gaps', () => {
    expect(r.sections[0]?.start).toBe(0);
    expect(r.sections.at(-1)?.end).toBe(r.text.length);
    r.sections.slice(1).forEach((s, i) => expect(s.start).toBe(r.sections[i]?.end));
  });

  it('wraps AGENTS.md in the context markers', () => {
    // Marker lines are the exact format of the Asimi CLI's design
    expect(slice('projectContext')).toBe(
      '\n\n--- Context from: AGENTS.md ---\n# Ctx\nuse just\n--- End of Context from: AGENTS.md ---',
    );
  });

  it('puts trimmed memory after a --- separator', () => {
    expect(slice('userMemory')).toBe('\n\n---\n\nlikes tabs');
    expect(r.text.endsWith('\n\n---\n\nlikes tabs')).toBe(true);
  });

  it('includes the git block with its heading and the push rule', () => {
    expect(slice('git')).toContain('# Git Repository');
    expect(slice('git')).toContain('git push');
  });

  it.each([
    ['macos', '# macOS Seatbelt'],
    ['generic', '# Sandbox'],
    ['none', '# Outside of Sandbox'],
  ] as const)('sandbox %s → %s', (sandbox, heading) => {
    const s = renderAsimiPrompt(input({ sandbox }));
    const span = s.sections.find((x) => x.key === 'sandbox');
    expect(span && s.text.slice(span.start, span.end).trimStart().split('\n')[0]).toBe(heading);
  });

  it('leaves out git, context and memory when absent or blank', () => {
    const bare = renderAsimiPrompt(input({ userMemory: ' \n\t ' }));
    expect(bare.sections.map((s) => s.key)).toEqual(['base', 'sandbox']);
    expect(bare.text).not.toContain('# Git Repository');
    expect(bare.text).not.toContain('--- Context from');
    expect(bare.text).not.toContain('\n---\n');
  });

  it('reads AGENTS.md only from the working directory', () => {
    const other = renderAsimiPrompt(input({ files: { '/work/AGENTS.md': 'parent' } }));
    expect(other.text).not.toContain('parent');
  });
});

describe('renderAsimiPrompt: tool names flow into the built-in text', () => {
  it('uses edited ToolNames', () => {
    const base = input();
    const r = renderAsimiPrompt({
      ...base,
      isGitRepository: true,
      promptContext: {
        ToolNames: { ...base.promptContext.ToolNames, ReadFile: 'cat_file', Shell: 'sh' },
      },
    });
    expect(r.text).toContain("'cat_file'");
    expect(r.text).not.toContain("'read_file'");
    // The git block names the shell tool too.
    expect(r.text).toContain("with 'sh'");
  });

  it('names every default tool', () => {
    const r = renderAsimiPrompt(input());
    for (const name of Object.values(r.promptContext.ToolNames))
      expect(r.text).toContain(`'${name}'`);
  });
});

describe('renderAsimiPrompt: ASIMI_WRITE_SYSTEM_MD', () => {
  it('is null when disabled', () => {
    expect(
      renderAsimiPrompt(input({ env: { ASIMI_WRITE_SYSTEM_MD: 'False' } })).writeTarget,
    ).toBeNull();
    expect(renderAsimiPrompt(input()).writeTarget).toBeNull();
  });

  it('writes the base prompt to the default path for a switch', () => {
    const r = renderAsimiPrompt(input({ env: { ASIMI_WRITE_SYSTEM_MD: 'true' }, userMemory: 'm' }));
    const base = r.sections[0];
    expect(r.writeTarget?.path).toBe('/home/ada/.gemini/system.md');
    expect(r.writeTarget?.content).toBe(base && r.text.slice(base.start, base.end));
    expect(r.writeTarget?.variable).toBe('ASIMI_WRITE_SYSTEM_MD');
  });

  it('resolves a custom path and accepts the ASSIMI_ alias', () => {
    const r = renderAsimiPrompt(input({ env: { ASSIMI_WRITE_SYSTEM_MD: 'out/sys.md' } }));
    expect(r.writeTarget?.path).toBe('/work/proj/out/sys.md');
    expect(r.writeTarget?.variable).toBe('ASSIMI_WRITE_SYSTEM_MD');
    expect(r.warnings.join('\n')).toContain('ASSIMI_WRITE_SYSTEM_MD');
  });
});

describe('createDefaultAsimiInput', () => {
  it('renders the example AGENTS.md and a git block', () => {
    const r = renderAsimiPrompt(createDefaultAsimiInput());
    expect(r.error).toBeNull();
    expect(r.text).toContain('# Asimi CLI Project Context');
    expect(r.sections.map((s) => s.key)).toEqual(['base', 'sandbox', 'git', 'projectContext']);
  });
});
