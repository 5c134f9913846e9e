/**
 * A share link is text from a stranger, and "Copy shell lines" is pasted into a shell. For any
 * state the link decoder accepts (and for any state at all, hostile strings included), every
 * line of both exports must be an assignment of the value the configuration holds, or a
 * comment. The classifier below parses each shell's quoting itself: it does not use the
 * exporter's quoting helpers, so a bug there cannot hide here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeShareState, encodeShareState } from '../share/codec';
import { createDefaultPlaygroundState } from '../state/defaults';
import type { PlaygroundState } from '../state/playgroundState';
import { buildShellExport } from './shellExport';

type Classified =
  | { kind: 'assignment'; name: string; value: string }
  | { kind: 'comment' }
  | { kind: 'blank' }
  | { kind: 'other'; why: string };

/** Characters bash and sh leave alone in an unquoted word after `NAME=`. */
const POSIX_BARE = /[A-Za-z0-9_./:@%+,=-]/;
/** Characters PowerShell treats as a single quote. */
const PS_QUOTES = new Set(["'", '\u2018', '\u2019', '\u201a', '\u201b']);
/**
 * Anything a terminal or shell may read as the end of a line or as a control sequence: C0
 * controls (a line feed is allowed only as the separator between lines), DEL, C1 controls
 * (NEL…), the Unicode line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_BREAKING = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/** Reads `export NAME=word` as sh does: bare safe characters, '…' and \' only. */
function classifyPosix(line: string): Classified {
  if (line === '') return { kind: 'blank' };
  if (line.startsWith('#')) return { kind: 'comment' };
  const head = /^export ([A-Za-z_][A-Za-z0-9_]*)=/.exec(line);
  if (!head) return { kind: 'other', why: 'neither an export nor a comment' };
  let value = '';
  let i = head[0].length;
  while (i < line.length) {
    const char = line[i] as string;
    if (char === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) return { kind: 'other', why: 'unclosed single quote' };
      value += line.slice(i + 1, end);
      i = end + 1;
    } else if (char === '\\' && line[i + 1] === "'") {
      value += "'";
      i += 2;
    } else if (POSIX_BARE.test(char)) {
      value += char;
      i += 1;
    } else {
      return { kind: 'other', why: `unquoted ${JSON.stringify(char)}` };
    }
  }
  return { kind: 'assignment', name: head[1] as string, value };
}

/** Reads `$env:NAME = '…'` as PowerShell does: one single-quoted string, quotes doubled. */
function classifyPowerShell(line: string): Classified {
  if (line === '') return { kind: 'blank' };
  if (line.startsWith('#')) return { kind: 'comment' };
  const head = /^\$env:([A-Za-z_][A-Za-z0-9_]*) = /.exec(line);
  if (!head) return { kind: 'other', why: 'neither an $env: assignment nor a comment' };
  let i = head[0].length;
  if (!PS_QUOTES.has(line[i] ?? '')) return { kind: 'other', why: 'value not single-quoted' };
  i += 1;
  let value = '';
  for (;;) {
    if (i >= line.length) return { kind: 'other', why: 'unclosed single quote' };
    const char = line[i] as string;
    if (!PS_QUOTES.has(char)) {
      value += char;
      i += 1;
    } else if (PS_QUOTES.has(line[i + 1] ?? '')) {
      value += line[i + 1];
      i += 2;
    } else {
      i += 1;
      break;
    }
  }
  if (i !== line.length) return { kind: 'other', why: 'text after the closing quote' };
  return { kind: 'assignment', name: head[1] as string, value };
}

const CLASSIFIERS = { posix: classifyPosix, powershell: classifyPowerShell } as const;

/** Every line of both exports; throws naming the first line that is not safe. */
function checkExports(state: PlaygroundState): void {
  for (const shell of ['posix', 'powershell'] as const) {
    const { text } = buildShellExport(state, shell);
    const bad = LINE_BREAKING.exec(text);
    if (bad) throw new Error(`${shell}: holds U+${bad[0].charCodeAt(0).toString(16)}`);
    if (!text.endsWith('\n')) throw new Error(`${shell}: no final newline`);
    const lines = text.slice(0, -1).split('\n');
    for (const line of lines) {
      const classified = CLASSIFIERS[shell](line);
      if (classified.kind === 'other') {
        throw new Error(`${shell}: ${classified.why}: ${JSON.stringify(line)}`);
      }
      if (classified.kind !== 'assignment') continue;
      // An assignment sets exactly what the configuration holds (the imported mode's
      // GEMINI_SYSTEM_MD line sets the file path it names).
      const imported = buildShellExport(state, shell).systemMd;
      const expected = imported ? imported.path : state.gemini.env[classified.name];
      if (classified.value !== expected) {
        throw new Error(`${shell}: ${classified.name} set to ${JSON.stringify(classified.value)}`);
      }
    }
  }
}

describe('the line classifier itself', () => {
  it.each([
    ['posix', "export A='x'\\''y'", 'assignment'],
    ['posix', 'export A=plain/path.md', 'assignment'],
    ['posix', '# any $(text) `here`; &', 'comment'],
    ['posix', "export A='x'; touch /tmp/x", 'other'],
    ['posix', 'export A=$(id)', 'other'],
    ['posix', 'export A=`id`', 'other'],
    ['posix', "export A='open", 'other'],
    ['posix', 'touch /tmp/x', 'other'],
    ['powershell', "$env:A = 'it''s'", 'assignment'],
    ['powershell', "$env:A = 'x\u2019\u2019y'", 'assignment'],
    ['powershell', "$env:A = 'x\u2019; calc; \u2019'", 'other'],
    ['powershell', "$env:A = 'x'; calc", 'other'],
    ['powershell', '$env:A = "$(calc)"', 'other'],
    ['powershell', 'calc', 'other'],
  ] as const)('%s: %s is %s', (shell, line, kind) => {
    expect(CLASSIFIERS[shell](line).kind).toBe(kind);
  });
});

/** Characters that break lines, quotes or commands in one shell or another. */
const HOSTILE_UNITS = [
  '\n',
  '\r',
  '\u2028',
  '\u2029',
  '\u0085',
  '\u0000',
  '\u000b',
  '\u000c',
  '\u001b',
  '\t',
  "'",
  '"',
  '`',
  '$',
  '(',
  ')',
  ';',
  '&',
  '|',
  '<',
  '>',
  '#',
  '\\',
  ' ',
  '!',
  '{',
  '}',
  '*',
  '~',
  '%',
  '=',
  '\u2018',
  '\u2019',
  '\u201a',
  '\u201b',
  '\u202e',
  'a',
  '/',
  '.',
  '-',
];
const hostile = fc.oneof(
  fc.string({ unit: fc.constantFrom(...HOSTILE_UNITS), maxLength: 24 }),
  fc.constantFrom(
    '/home/me/project\ntouch /tmp/x\n#',
    "x'; touch /tmp/x; '",
    '$(touch /tmp/x)',
    '`touch /tmp/x`',
    'it\u2019s; calc; \u2019',
    'a\r\ncalc\r\n',
    'gemini-2.5-pro:generateContent#',
  ),
  fc.string({ unit: 'binary', maxLength: 16 }),
);
const envName = fc.oneof(
  fc.constantFrom('GEMINI_SYSTEM_MD', 'GEMINI_WRITE_SYSTEM_MD', 'SANDBOX', 'GEMINI_PROMPT_GIT'),
  hostile,
);

/** States with hostile text in every field the exports write. */
const hostileState = fc
  .record({
    cwd: hostile,
    homeDir: hostile,
    model: hostile,
    env: fc.dictionary(envName, fc.oneof(hostile, fc.constantFrom('1', 'rel/system.md')), {
      maxKeys: 5,
    }),
    approvalMode: fc.constantFrom('default', 'autoEdit', 'yolo', 'plan' as const),
    previewFeatures: fc.boolean(),
    interactive: fc.boolean(),
    skills: fc.array(fc.record({ name: hostile, description: hostile, location: hostile }), {
      maxLength: 2,
    }),
    taskTrackerEnabled: fc.boolean(),
    taskTrackerDir: hostile,
    version: fc.constantFrom('2026-02', '0.61.0' as const),
    imported: fc.boolean(),
  })
  .map((fields) => {
    const { imported, version, ...gemini } = fields;
    const state = createDefaultPlaygroundState(version);
    state.gemini = { ...state.gemini, ...gemini };
    if (imported) {
      state.importedPrompt = {
        text: '# Core Mandates\nBe careful.\n',
        fileName: fields.model,
        active: true,
        disabledSpans: [],
      };
    }
    return state;
  });

describe('Copy shell lines writes nothing but assignments and comments', () => {
  it('for any state the link decoder accepts (bash and PowerShell)', () => {
    fc.assert(
      fc.property(hostileState, (state) => {
        const decoded = decodeShareState(encodeShareState(state));
        expect(decoded.error).toBeNull();
        checkExports(decoded.state);
      }),
      { numRuns: 400 },
    );
  });

  it('for any state at all, even one no link could carry (a typed value, an old save)', () => {
    fc.assert(
      fc.property(hostileState, (state) => checkExports(state)),
      { numRuns: 400 },
    );
  });

  it('keeps a harmless value with quotes and $() as one quoted assignment', () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.gemini.env = { GEMINI_SYSTEM_MD: `/p/it's $(id) \`id\`; a & b` };
    const decoded = decodeShareState(encodeShareState(state)).state;
    expect(decoded.gemini.env).toEqual(state.gemini.env);
    expect(buildShellExport(decoded).lines).toEqual([
      `export GEMINI_SYSTEM_MD='/p/it'\\''s $(id) \`id\`; a & b'`,
    ]);
    checkExports(decoded);
  });

  it('refuses a link whose cwd hides a command after a newline, and says so', () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.gemini.cwd = '/home/me/project\ntouch /tmp/x\n#';
    const decoded = decodeShareState(encodeShareState(state));
    expect(decoded.state.gemini.cwd).toBe(createDefaultPlaygroundState('2026-02').gemini.cwd);
    expect(decoded.repairs).toContainEqual({
      path: 'gemini.cwd',
      problem:
        '"/home/me/project\\ntouch /tmp/x\\n#" holds 2 control characters (U+000A at 17, U+000A at 30)',
      action: 'reset to default',
    });
  });

  it('leaves out a typed value with a line break, with a note showing it', () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.gemini.env = { GEMINI_WRITE_SYSTEM_MD: 'out.md\ntouch /tmp/x' };
    const { lines, notes } = buildShellExport(state);
    expect(lines).toEqual([]);
    expect(notes).toContain(
      "Skipped GEMINI_WRITE_SYSTEM_MD: its value holds a control character (U+000A at 7), which would break the line in a shell (it reads 'out.md\\ntouch /tmp/x').",
    );
  });
});
