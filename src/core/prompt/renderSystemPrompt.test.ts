import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDefaultPromptInput } from './defaults';
import { locateSectionSpans, renderSystemPrompt } from './renderSystemPrompt';
import type { PromptInput } from './types';

const TEMPLATE_PATH = '/home/dev/projects/acme-api/.gemini/system.md';

function input(overrides: Partial<PromptInput> = {}): PromptInput {
  return { ...createDefaultPromptInput(), ...overrides };
}

describe('renderSystemPrompt: standard mode', () => {
  it('reports mode, removed tools and no error', () => {
    const result = renderSystemPrompt(input({ interactive: false }));
    expect(result.mode).toBe('standard');
    expect(result.error).toBeNull();
    expect(result.templatePath).toBeNull();
    expect(result.removedTools.map((t) => t.name)).toContain('ask_user');
  });

  it('adds no memory block for whitespace-only memory', () => {
    const result = renderSystemPrompt(input({ userMemory: '  \n ' }));
    expect(result.text.endsWith('fully resolved.')).toBe(true);
    expect(result.text).not.toContain('\n---\n');
    expect(result.sections.some((s) => s.key === 'USER_MEMORY')).toBe(false);
  });

  it('keeps lines holding only spaces (the sanitiser only collapses \\n runs)', () => {
    const result = renderSystemPrompt(input({ userMemory: 'a\n  \n  \nb' }));
    expect(result.text.endsWith('---\n\na\n  \n  \nb')).toBe(true);
  });
});

describe('renderSystemPrompt: custom template (GEMINI_SYSTEM_MD)', () => {
  describe.each([
    { value: '1', path: TEMPLATE_PATH },
    { value: 'TRUE', path: TEMPLATE_PATH },
    { value: './prompts/sys.md', path: '/home/dev/projects/acme-api/prompts/sys.md' },
    { value: '~/sys.md', path: '/home/dev/sys.md' },
  ])('GEMINI_SYSTEM_MD=$value', ({ value, path }) => {
    const files = { [path]: 'Custom ${AvailableTools}\n\n\n\nEnd\n' };
    const result = renderSystemPrompt(
      input({ env: { GEMINI_SYSTEM_MD: value }, files, userMemory: 'mem' }),
    );

    it('reads the template from the resolved path (CWD, not home, for a switch)', () => {
      expect(result.mode).toBe('custom');
      expect(result.templatePath).toBe(path);
      expect(result.text.startsWith('Custom - list_directory\n- read_file')).toBe(true);
    });

    it('still appends memory and runs the sanitiser', () => {
      expect(result.text).not.toMatch(/\n{3,}/);
      expect(result.text.endsWith('\n\nEnd\n\n---\n\nmem')).toBe(true);
    });

    it('spans the template body and the memory', () => {
      expect(result.sections.map((s) => s.key)).toEqual(['CUSTOM_TEMPLATE', 'USER_MEMORY']);
      const [body, memory] = result.sections;
      expect(result.text.slice(body?.start, body?.end).endsWith('\n\nEnd')).toBe(true);
      expect(result.text.slice(memory?.start, memory?.end)).toBe('---\n\nmem');
    });
  });

  it('honours GEMINI_CLI_HOME before homeDir for ~', () => {
    const result = renderSystemPrompt(
      input({
        env: { GEMINI_SYSTEM_MD: '~/t.md', GEMINI_CLI_HOME: '/alt' },
        files: { '/alt/t.md': 'ALT' },
      }),
    );
    expect(result.text).toBe('ALT');
  });

  it('fails with the missing-file error naming the absolute path', () => {
    const result = renderSystemPrompt(input({ env: { GEMINI_SYSTEM_MD: 'true' } }));
    expect(result.error).toBe(`missing system prompt file '${TEMPLATE_PATH}'`);
    expect(result.text).toBe('');
    expect(result.mode).toBe('custom');
  });

  it('ignores sections, toggles and plan mode', () => {
    const result = renderSystemPrompt(
      input({
        approvalMode: 'plan',
        env: { GEMINI_SYSTEM_MD: '1', GEMINI_PROMPT_PREAMBLE: '0' },
        files: { [TEMPLATE_PATH]: 'Only this' },
      }),
    );
    expect(result.text).toBe('Only this');
  });

  it('turns an invalid tool-name pattern into an error, as the CLI would throw', () => {
    const result = renderSystemPrompt(
      input({ tools: ['bad('], env: { GEMINI_SYSTEM_MD: '1' }, files: { [TEMPLATE_PATH]: 'x' } }),
    );
    expect(result.error).toMatch(/invalid tool name/);
  });

  it('is standard mode when the variable is 0/false', () => {
    const result = renderSystemPrompt(
      input({ env: { GEMINI_SYSTEM_MD: 'false' }, files: { [TEMPLATE_PATH]: 'x' } }),
    );
    expect(result.mode).toBe('standard');
  });
});

describe('writeTarget (GEMINI_WRITE_SYSTEM_MD)', () => {
  it.each([
    [undefined, null],
    ['0', null],
    ['1', TEMPLATE_PATH],
    ['out/prompt.md', '/home/dev/projects/acme-api/out/prompt.md'],
    ['~/dump.md', '/home/dev/dump.md'],
  ])('%s → %s', (value, target) => {
    expect(renderSystemPrompt(input({ env: { GEMINI_WRITE_SYSTEM_MD: value } })).writeTarget).toBe(
      target,
    );
  });
});

describe('locateSectionSpans', () => {
  /** The plain search: the first match of each sanitised, trimmed piece after the last span. */
  function reference(text: string, pieces: readonly { key: string; text: string }[]) {
    const spans = [];
    let cursor = 0;
    for (const piece of pieces) {
      const needle = piece.text.replace(/\n{3,}/g, '\n\n').trim();
      if (needle === '') continue;
      const start = text.indexOf(needle, cursor);
      if (start < 0) continue;
      spans.push({ key: piece.key, start, end: start + needle.length });
      cursor = start + needle.length;
    }
    return spans;
  }

  it('finds the same spans as a plain search, on joined pieces and on arbitrary texts', () => {
    const chunk = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', '\t', '\u00a0') });
    fc.assert(
      fc.property(
        fc.array(chunk, { maxLength: 6 }),
        fc.array(chunk, { maxLength: 6 }),
        chunk,
        (texts, gaps, noise) => {
          const pieces = texts.map((text, i) => ({ key: `k${i}`, text }));
          const joined = texts.map((text, i) => `${gaps[i] ?? ''}${text}`).join('\n\n');
          for (const text of [joined, noise, joined + noise]) {
            expect(locateSectionSpans(text, pieces)).toEqual(reference(text, pieces));
          }
        },
      ),
    );
  });

  it('locates a 200 KB memory piece after the sections', () => {
    const memory = 'line of memory\n'.repeat(14_000).trim();
    const text = `# Section\n\nbody\n\n${memory}`;
    expect(
      locateSectionSpans(text, [
        { key: 'A', text: '# Section\n\nbody' },
        { key: 'USER_MEMORY', text: `\n${memory}\n` },
      ]),
    ).toEqual([
      { key: 'A', start: 0, end: 15 },
      { key: 'USER_MEMORY', start: 17, end: 17 + memory.length },
    ]);
  });
});
