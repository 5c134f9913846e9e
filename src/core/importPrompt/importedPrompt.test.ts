import { describe, expect, it } from 'vitest';
import { createDefaultPromptInput } from '../prompt/defaults';
import { renderSystemPrompt } from '../prompt/renderSystemPrompt';
import { checkImportedFileSize, checkImportedPromptText } from './checkImport';
import { compareImportedWithModeled } from './comparePrompts';
import { renderImportedPrompt, toggleImportedText } from './importedPrompt';
import { splitSystemPrompt } from './splitSystemPrompt';

const TEXT =
  'Intro.\n\n# Core Mandates\nrules\n\n# Team Rules\nours\n\n# Final Reminder\nbye\n\n---\n\nmemo';
const imported = (disabledSpans: string[] = []) => ({
  text: TEXT,
  fileName: 'system.md',
  active: true,
  disabledSpans,
});

describe('toggleImportedText', () => {
  const { spans } = splitSystemPrompt(TEXT);

  it('gives the text back exactly when every span is on', () => {
    expect(toggleImportedText(TEXT, spans, new Set()).text).toBe(TEXT);
  });

  it('removes exactly a middle span’s characters', () => {
    const team = spans.find((s) => s.id === 'HEADING:Team Rules');
    const off = toggleImportedText(TEXT, spans, new Set(['HEADING:Team Rules'])).text;
    expect(off).toBe('Intro.\n\n# Core Mandates\nrules\n\n# Final Reminder\nbye\n\n---\n\nmemo');
    expect(TEXT.length - off.length).toBe((team?.end ?? 0) - (team?.start ?? 0));
  });

  it('joins the rest with one blank line and the CLI sanitiser when the ends go', () => {
    const text = 'A\n\n\n\nstill A\n\n# Hook Context\nh\n\n# Git Repository\ng\n';
    const split = splitSystemPrompt(text).spans;
    const off = toggleImportedText(text, split, new Set(['HOOKCONTEXT']));
    expect(off.text).toBe('A\n\nstill A\n\n# Git Repository\ng\n');
    expect(off.sections.map((s) => off.text.slice(s.start, s.end))).toEqual([
      'A\n\nstill A',
      '# Git Repository\ng',
    ]);
    expect(toggleImportedText(text, split, new Set(['PREAMBLE'])).text).toBe(
      '# Hook Context\nh\n\n# Git Repository\ng\n',
    );
  });

  it('keeps CRLF separators in CRLF text', () => {
    const crlf = TEXT.replace(/\n/g, '\r\n');
    const off = toggleImportedText(crlf, splitSystemPrompt(crlf).spans, new Set(['COREMANDATES']));
    expect(off.text).toBe(
      'Intro.\r\n\r\n# Team Rules\r\nours\r\n\r\n# Final Reminder\r\nbye\r\n\r\n---\r\n\r\nmemo',
    );
  });
});

describe('renderImportedPrompt', () => {
  it('shows the toggled text with span ids as sections and warns about unmapped headings', () => {
    const rendered = renderImportedPrompt(imported(['USER_MEMORY']));
    expect(rendered.mode).toBe('imported');
    expect(rendered.text.endsWith('# Final Reminder\nbye')).toBe(true);
    expect(rendered.sections.map((s) => s.key)).toEqual([
      'PREAMBLE',
      'COREMANDATES',
      'HEADING:Team Rules',
      'FINALREMINDER',
    ]);
    expect(rendered.warnings).toEqual([
      expect.objectContaining({
        code: 'imported-unmapped',
        message: expect.stringContaining('# Team Rules'),
      }),
    ]);
  });
});

describe('compareImportedWithModeled', () => {
  it('pairs parts by section and marks the ones on one side only', () => {
    const modeled = renderSystemPrompt({
      ...createDefaultPromptInput(),
      isGitRepository: false,
    }).text;
    const rows = compareImportedWithModeled(TEXT, modeled);
    const row = (id: string) => rows.find((r) => r.id === id);
    expect(row('COREMANDATES')?.imported?.text).toBe('\n\n# Core Mandates\nrules');
    expect(row('COREMANDATES')?.modeled?.text.startsWith('\n\n# Core Mandates')).toBe(true);
    expect(row('HEADING:Team Rules')?.modeled).toBeNull();
    expect(row('HOOKCONTEXT')?.imported).toBeNull();
    expect(row('GIT')).toBeUndefined();
    // Modeled-only parts sit where the modeled prompt has them: after the core mandates.
    expect(rows.map((r) => r.id).indexOf('AGENTCONTEXTS')).toBe(
      rows.map((r) => r.id).indexOf('COREMANDATES') + 1,
    );
  });
});

describe('checkImportedPromptText', () => {
  it.each([
    ['', 'is empty'],
    ['  \n\n ', 'is empty'],
    ['abc\u0000def', 'looks binary'],
    ['\u0001\u0002\u0003\u0004 text', 'looks binary'],
    ['\uFFFD\uFFFD ok', 'not UTF-8'],
  ])('refuses %j (%s)', (text, reason) => {
    const result = checkImportedPromptText(text, 'system.md');
    expect(result.ok ? '' : result.reason).toContain(reason);
  });

  it('reads the whole text: binary data after 64 KB of text is refused too', () => {
    const text = '# Rules\nBe brief.\n'.repeat(4_000); // 72 KB
    const tail = Array.from({ length: 20_000 }, (_, i) => String.fromCharCode(i % 32)).join('');
    const controls = checkImportedPromptText(text + tail.replace(/\0/g, ' '), 'mixed.md');
    expect(controls.ok ? '' : controls.reason).toMatch(
      /^mixed\.md looks binary \(control characters from line \d/,
    );
    const nul = checkImportedPromptText(`${text}\u0000`, 'nul.md');
    expect(nul.ok ? '' : nul.reason).toContain('NUL byte, on line 8,001');
    const replaced = checkImportedPromptText(text + '\uFFFD'.repeat(5_000), 'lossy.md');
    expect(replaced.ok ? '' : replaced.reason).toContain('lossy.md is not UTF-8 text');
    // A few odd characters in a long text are not binary.
    expect(checkImportedPromptText(`${text}\u001b[0m \uFFFD`, 'ok.md').ok).toBe(true);
  });

  it('accepts a prompt and drops a byte-order mark', () => {
    expect(checkImportedPromptText('\uFEFF# Core Mandates\r\n', 'x')).toEqual({
      ok: true,
      text: '# Core Mandates\r\n',
    });
  });

  it('refuses huge texts and files with the limit in the message', () => {
    const huge = checkImportedPromptText('a'.repeat(4_000_001), 'paste');
    expect(huge.ok ? '' : huge.reason).toContain('4,000,000');
    expect(checkImportedFileSize(40_000_000, 'big.md')).toContain('big.md is 38.1 MB');
    expect(checkImportedFileSize(0, 'e.md')).toContain('empty');
    expect(checkImportedFileSize(2_000_000, 'ok.md')).toBeNull();
  });
});
