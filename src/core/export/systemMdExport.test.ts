import { describe, expect, it } from 'vitest';
import { renderSystemPrompt } from '../prompt/renderSystemPrompt';
import { createDefaultPlaygroundState } from '../state/defaults';
import { buildSystemMdExport } from './systemMdExport';
import { toPromptInput } from '../inputs/toPromptInput';

describe('buildSystemMdExport', () => {
  it('holds the rendered prompt with the memory appended after ---', () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.gemini.userMemory = '\n\nAlways run the tests.\n\n';
    const exported = buildSystemMdExport(state);
    // The CLI writes the final sanitised prompt, memory included (GEMINI_WRITE_SYSTEM_MD in gemini-cli packages/core/src/prompts/promptProvider.ts).
    expect(exported.content).toBe(renderSystemPrompt(toPromptInput(state)).text);
    expect(exported.content.endsWith('\n\n---\n\nAlways run the tests.')).toBe(true);
    expect(exported.content).toContain('# Core Mandates');
    expect(exported).toMatchObject({
      fileName: 'system-prompt-as-sent.md',
      writeTarget: null,
      error: null,
    });
  });

  it.each([
    ['1', '/home/dev/projects/acme-api/.gemini/system.md'],
    ['TRUE', '/home/dev/projects/acme-api/.gemini/system.md'],
    ['~/prompts/out.md', '/home/dev/prompts/out.md'],
    ['out/../sys.md', '/home/dev/projects/acme-api/sys.md'],
    ['0', null],
  ])('resolves GEMINI_WRITE_SYSTEM_MD=%s to %s', (value, target) => {
    const state = createDefaultPlaygroundState('2026-02');
    state.gemini.env['GEMINI_WRITE_SYSTEM_MD'] = value;
    expect(buildSystemMdExport(state).writeTarget).toBe(target);
  });

  it('names the switch path under the working directory, not the home directory', () => {
    expect(buildSystemMdExport(createDefaultPlaygroundState('2026-02')).defaultTemplatePath).toBe(
      '/home/dev/projects/acme-api/.gemini/system.md',
    );
  });

  it('exports a custom template after substitution, memory still appended', () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.gemini.env['GEMINI_SYSTEM_MD'] = '/t/system.md';
    state.workspace.files['/t/system.md'] = 'Use ${read_file_ToolName}.\n\n\n\nEnd.';
    state.gemini.userMemory = 'mem';
    const { content } = buildSystemMdExport(state);
    // Substitution, the \n{3,} sanitiser and the memory separator all apply in custom mode.
    expect(content).toBe('Use read_file.\n\nEnd.\n\n---\n\nmem');
  });

  it('reports a missing template instead of exporting an empty file silently', () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.gemini.env['GEMINI_SYSTEM_MD'] = '1';
    const exported = buildSystemMdExport(state);
    expect(exported.content).toBe('');
    expect(exported.error).toContain('/home/dev/projects/acme-api/.gemini/system.md');
  });
});
