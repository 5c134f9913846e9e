import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import type { PlaygroundState } from '../state/playgroundState';
import { buildShellExport } from './shellExport';
import { quotePosix, quotePowerShell } from './shellQuote';

function withGemini(patch: Partial<PlaygroundState['gemini']>): PlaygroundState {
  const state = createDefaultPlaygroundState('2026-02');
  state.gemini = { ...state.gemini, ...patch };
  return state;
}

describe('buildShellExport', () => {
  it('needs no variables for the default configuration', () => {
    const exported = buildShellExport(createDefaultPlaygroundState('2026-02'));
    expect(exported.lines).toEqual([]);
    expect(exported.notes).toEqual([
      'Sets up the configuration for the Gemini CLI of 2026-02; the preview showed our wording of the 2026-02 revision, while the CLI sends its own.',
      'The preview assumes /home/dev/projects/acme-api is inside a git repository; the CLI detects this itself.',
    ]);
  });

  it('writes disabled sections in section order, then SANDBOX and the template path', () => {
    const state = withGemini({
      env: {
        SANDBOX: 'sandbox-exec',
        GEMINI_PROMPT_GIT: '0',
        GEMINI_SYSTEM_MD: '~/prompts/system.md',
        GEMINI_PROMPT_PREAMBLE: 'false',
      },
    });
    expect(buildShellExport(state).lines).toEqual([
      'export GEMINI_PROMPT_PREAMBLE=false',
      'export GEMINI_PROMPT_GIT=0',
      'export SANDBOX=sandbox-exec',
      "export GEMINI_SYSTEM_MD='~/prompts/system.md'",
    ]);
  });

  it('tells where the custom template must exist and where relative paths resolve', () => {
    const { notes } = buildShellExport(withGemini({ env: { GEMINI_SYSTEM_MD: '1' } }));
    expect(notes).toContain(
      'The custom template must exist at /home/dev/projects/acme-api/.gemini/system.md; without it the CLI stops with "missing system prompt file".',
    );
    expect(notes).toContain(
      'Run the CLI from /home/dev/projects/acme-api: the system.md paths above resolve against it.',
    );
  });

  it('notes that SANDBOX only reproduces the text', () => {
    const { notes } = buildShellExport(withGemini({ env: { SANDBOX: 'docker' } }));
    expect(notes.some((note) => note.startsWith('SANDBOX only reproduces the prompt text'))).toBe(
      true,
    );
  });

  // Each row: a setting with no env var and the flag or setting the note must name.
  it.each([
    [{ approvalMode: 'plan' } as const, '--approval-mode plan', '"experimental": { "plan": true }'],
    [{ approvalMode: 'autoEdit' } as const, '--approval-mode auto_edit', 'no env var'],
    [{ approvalMode: 'yolo' } as const, '--approval-mode yolo', 'no env var'],
    [{ model: 'gemini-2.5-flash' }, '--model gemini-2.5-flash', '"model": { "name"'],
    [{ interactive: false }, '-p/--prompt', 'stdin'],
    [{ previewFeatures: true, model: 'auto-gemini-3' }, '"previewFeatures": true', 'settings.json'],
    [{ enableShellOutputEfficiency: false }, 'enableShellOutputEfficiency', 'on by default'],
    [{ userMemory: 'Be brief.' }, 'GEMINI.md', 'not an env var'],
  ])('notes %j', (patch, flag, detail) => {
    const { notes, lines } = buildShellExport(withGemini(patch));
    expect(lines).toEqual([]);
    expect(notes.some((note) => note.includes(flag) && note.includes(detail))).toBe(true);
  });

  it('notes memory discovered from GEMINI.md files too', () => {
    const state = withGemini({ memorySource: 'discovered', userMemory: '' });
    state.workspace.files[`${state.gemini.cwd}/GEMINI.md`] = 'Prefer pnpm.';
    const { notes } = buildShellExport(state);
    expect(notes.some((note) => note.startsWith('User memory is not an env var'))).toBe(true);
  });

  it('does not mention the model when it is the CLI default for the preview setting', () => {
    const { notes } = buildShellExport(
      withGemini({ previewFeatures: true, model: 'auto-gemini-3' }),
    );
    expect(notes.some((note) => note.includes('--model'))).toBe(false);
  });

  it('skips names a shell cannot export, with a note', () => {
    const exported = buildShellExport(withGemini({ env: { 'BAD-NAME': '1', OK_NAME: 'x' } }));
    expect(exported.lines).toEqual(['export OK_NAME=x']);
    expect(exported.notes).toContain('Skipped BAD-NAME: not a valid variable name.');
  });

  it('writes PowerShell assignments on request', () => {
    const exported = buildShellExport(
      withGemini({ env: { GEMINI_PROMPT_GIT: '0' } }),
      'powershell',
    );
    expect(exported.lines).toEqual(["$env:GEMINI_PROMPT_GIT = '0'"]);
  });

  it('ends with notes as comments, so the text can be pasted into a shell as is', () => {
    const { text, lines, notes } = buildShellExport(
      withGemini({ env: { GEMINI_PROMPT_GIT: '0' } }),
    );
    expect(text).toBe(`${[...lines, ...notes.map((n) => `# ${n}`)].join('\n')}\n`);
  });
});

describe('buildShellExport with an imported prompt shown', () => {
  const IMPORTED =
    '# Core Mandates\nBe careful.\n\n# Team Playbook\nShip small.\n\n---\n\nUse pnpm.';

  function withImport(disabledSpans: string[], active = true): PlaygroundState {
    const state = withGemini({ env: { GEMINI_PROMPT_GIT: '0', SANDBOX: 'docker' } });
    state.importedPrompt = { text: IMPORTED, fileName: 'system.md', active, disabledSpans };
    return state;
  }

  it('says plainly that only GEMINI_SYSTEM_MD can send it, and points it at the file', () => {
    const exported = buildShellExport(withImport([]));
    // The section switches and SANDBOX do not shape a custom system prompt: not written.
    expect(exported.lines).toEqual([
      'export GEMINI_SYSTEM_MD=/home/dev/projects/acme-api/.gemini/system.md',
    ]);
    expect(exported.notes[0]).toBe(
      'The Gemini CLI cannot be configured to send an imported text, except by reading it as a custom system prompt through GEMINI_SYSTEM_MD.',
    );
    expect(exported.text).toContain('# Save the imported text as toggled');
    expect(exported.systemMd).toEqual({
      path: '/home/dev/projects/acme-api/.gemini/system.md',
      content: IMPORTED,
    });
  });

  it('offers the text as toggled and warns while the memory part is still on', () => {
    const withMemory = buildShellExport(withImport(['HEADING:Team Playbook']));
    expect(withMemory.systemMd?.content).toBe('# Core Mandates\nBe careful.\n\n---\n\nUse pnpm.');
    expect(withMemory.notes.some((note) => note.includes('sends the memory twice'))).toBe(true);
    const withoutMemory = buildShellExport(withImport(['USER_MEMORY']));
    expect(withoutMemory.systemMd?.content).not.toContain('Use pnpm.');
    expect(withoutMemory.notes.some((note) => note.includes('sends the memory twice'))).toBe(false);
  });

  it('writes PowerShell too, and the modeled configuration once the import is not shown', () => {
    expect(buildShellExport(withImport([]), 'powershell').lines).toEqual([
      "$env:GEMINI_SYSTEM_MD = '/home/dev/projects/acme-api/.gemini/system.md'",
    ]);
    const modeled = buildShellExport(withImport([], false));
    expect(modeled.systemMd).toBeUndefined();
    expect(modeled.lines).toEqual(['export GEMINI_PROMPT_GIT=0', 'export SANDBOX=docker']);
  });
});

describe('shell quoting', () => {
  // One line: a value with a line break is left out with a note (shellExportLines.test.ts).
  const nasty = `it's "$HOME" \`id\` \\ ; rm -rf / ; second part ~ * ? ‘’ & | > <`;

  it('round-trips any one-line value through a real POSIX shell', () => {
    const exported = buildShellExport(withGemini({ env: { GEMINI_SYSTEM_MD: nasty } }));
    const result = spawnSync('sh', ['-c', `${exported.text}printf %s "$GEMINI_SYSTEM_MD"`], {
      encoding: 'utf8',
    });
    expect(result.stdout).toBe(nasty);
  });

  it.each([
    ['0', '0'],
    ['/a/b.md', '/a/b.md'],
    ['', "''"],
    ['a b', "'a b'"],
    ["it's", `'it'\\''s'`],
  ])('quotes %j for POSIX shells as %s', (value, quoted) => {
    expect(quotePosix(value)).toBe(quoted);
  });

  it('doubles single quotes for PowerShell, the typographic ones it also ends strings with too', () => {
    expect(quotePowerShell("it's $x")).toBe("'it''s $x'");
    expect(quotePowerShell('a\u2018b\u2019c\u201ad\u201be')).toBe(
      "'a\u2018\u2018b\u2019\u2019c\u201a\u201ad\u201b\u201be'",
    );
  });
});
