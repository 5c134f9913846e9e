import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSystemPrompt, type ImportedSpan } from './splitSystemPrompt';

/** The spans are consecutive, non-empty, and their texts joined give the input back. */
function expectCovers(text: string, spans: readonly ImportedSpan[]): void {
  expect(spans.map((s) => text.slice(s.start, s.end)).join('')).toBe(text);
  spans.forEach((span, i) => {
    expect(span.end).toBeGreaterThan(span.start);
    expect(span.start).toBe(i === 0 ? 0 : spans[i - 1]?.end);
  });
  if (text !== '') expect(spans[spans.length - 1]?.end).toBe(text.length);
}

const ids = (text: string) => splitSystemPrompt(text).spans.map((s) => s.id);

const word = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,14}[a-z]$/);
const line = fc.oneof(
  fc.stringMatching(/^[^\n\r#`~<-][^\n\r]{0,40}$/),
  fc.constant(''),
  fc.constant('---'),
  fc.constant('   '),
  fc.constant('<loaded_context>'),
  word.map((w) => `## ${w}`),
  fc.constantFrom(
    '# Core Mandates',
    '# final reminder',
    '# Outside of Sandbox',
    '# Git Repository',
  ),
  word.map((w) => `# ${w}`),
);
const fenced = fc
  .tuple(fc.constantFrom('```', '~~~', '````'), fc.array(line, { maxLength: 4 }))
  .map(([fence, body]) => [fence, '# Core Mandates', ...body, fence].join('\n'));
const block = fc.oneof(
  { weight: 4, arbitrary: fc.array(line, { minLength: 1, maxLength: 5 }).map((l) => l.join('\n')) },
  { weight: 1, arbitrary: fenced },
);
const memory = fc
  .array(fc.oneof(block, fc.constant('---'), fc.constant('# Notes\n---\n# Core Mandates')), {
    maxLength: 4,
  })
  .map((blocks) => blocks.join('\n\n'));
/** A generated prompt: blocks, maybe a memory after `---`, maybe a topic line, LF or CRLF. */
const prompt = fc
  .tuple(
    fc.array(block, { maxLength: 8 }),
    fc.option(memory),
    fc.boolean(),
    fc.boolean(),
    fc.constantFrom('', '\n', '\n\n  \n'),
  )
  .map(([blocks, mem, topic, crlf, trailing]) => {
    let text = blocks.join('\n\n');
    if (mem !== null) text += `\n\n---\n\n${mem}`;
    if (topic) text += '\n\n[Active Topic: Fixing the build]';
    text += trailing;
    return crlf ? text.replace(/\n/g, '\r\n') : text;
  });

describe('splitSystemPrompt round trip', () => {
  it('covers generated prompts byte for byte (headings, fences, memory with ---, CRLF)', () => {
    fc.assert(
      fc.property(prompt, (text) => expectCovers(text, splitSystemPrompt(text).spans)),
      { numRuns: 400 },
    );
  });

  it('covers any string of the characters it cuts at', () => {
    const unit = fc.constantFrom('#', ' ', '\n', '\r', '-', '`', '~', '<', '[', 'a', 'É', '\u0000');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 200 }), (text) =>
        expectCovers(text, splitSystemPrompt(text).spans),
      ),
    );
  });

  it('gives no spans for an empty file and one preamble for text without headings', () => {
    expect(splitSystemPrompt('').spans).toEqual([]);
    const text = 'Just one paragraph.\n\nAnd another.';
    expect(splitSystemPrompt(text).spans).toEqual([
      expect.objectContaining({ id: 'PREAMBLE', key: 'PREAMBLE', start: 0, end: text.length }),
    ]);
  });
});

describe('splitSystemPrompt headings', () => {
  it('maps CLI headings case-insensitively and keeps unknown ones under their own name', () => {
    const text =
      'Preamble.\n\n# CORE MANDATES\nrules\n\n# My Team Rules\nours\n\n# final reminder\nbye';
    const { spans } = splitSystemPrompt(text);
    expect(spans.map((s) => [s.id, s.key, s.title])).toEqual([
      ['PREAMBLE', 'PREAMBLE', 'Preamble'],
      ['COREMANDATES', 'COREMANDATES', 'Core Mandates'],
      ['HEADING:My Team Rules', null, 'My Team Rules'],
      ['FINALREMINDER', 'FINALREMINDER', 'Final Reminder'],
    ]);
    // The blank line before a heading belongs to the heading's span.
    expect(text.slice(spans[1]?.start, spans[1]?.end)).toBe('\n\n# CORE MANDATES\nrules');
  });

  it.each([
    ['# Available Sub-Agents', 'AGENTCONTEXTS'],
    ['# Autonomous Mode (YOLO)', 'INTERACTIVEYOLOMODE'],
    ['# TASK MANAGEMENT PROTOCOL', 'TASKTRACKER'],
    ['# Active Approval Mode: Plan', 'PLANNINGWORKFLOW'],
    ['# Outside of Sandbox', 'SANDBOX'],
    ['# Sandbox', 'SANDBOX'],
    ['# macOS Seatbelt', 'SANDBOX'],
    ['# Hook Context', 'HOOKCONTEXT'],
    ['# Available Agent Skills', 'AGENTSKILLS'],
    ['# Primary Workflows', 'PRIMARYWORKFLOWS'],
    ['# Operational Guidelines', 'OPERATIONALGUIDELINES'],
    ['# Git Repository', 'GIT'],
  ])('maps %s to %s', (heading, key) => {
    expect(splitSystemPrompt(`Intro.\n\n${heading}\nBody.`).spans[1]?.key).toBe(key);
  });

  it('ignores headings inside fenced code blocks', () => {
    const text = 'Intro.\n\n```md\n# Core Mandates\n```\n\n~~~\n# Git Repository\n~~~';
    expect(ids(text)).toEqual(['PREAMBLE']);
  });

  it('numbers repeated headings so every span id is unique', () => {
    expect(ids('# Notes\na\n\n# Notes\nb\n\n# Git Repository\nc\n\n# git repository\nd')).toEqual([
      'HEADING:Notes',
      'HEADING:Notes~2',
      'GIT',
      'GIT~2',
    ]);
  });

  it('cuts CRLF text at the same headings as LF text', () => {
    const lf = 'Intro.\n\n# Core Mandates\nx\n\n# Hook Context\ny\n\n---\n\nmemory';
    const crlf = lf.replace(/\n/g, '\r\n');
    expect(ids(crlf)).toEqual(ids(lf));
    expect(splitSystemPrompt(crlf).lineEnding).toBe('crlf');
  });
});

describe('splitSystemPrompt memory and topic', () => {
  it('2026-02: memory follows the first --- after the last CLI section, whatever it holds', () => {
    const text =
      'Intro.\n\n# Core Mandates\nx\n\n---\n\ninside\n\n# Final Reminder\nz\n\n---\n\n# Team\n\n---\n\n# Core Mandates\nnot a section';
    const { spans } = splitSystemPrompt(text);
    expect(spans.map((s) => s.id)).toEqual([
      'PREAMBLE',
      'COREMANDATES',
      'FINALREMINDER',
      'USER_MEMORY',
    ]);
    expect(text.slice(spans[3]?.start)).toBe(
      '\n\n---\n\n# Team\n\n---\n\n# Core Mandates\nnot a section',
    );
  });

  it('current CLI: the Contextual Instructions block and a trailing topic line', () => {
    const text =
      'Intro.\n\n# Operational Guidelines\nx\n\n# Contextual Instructions (GEMINI.md, AGENTS.md)\nPrecedence.\n<loaded_context>\n# Project\n</loaded_context>\n\n[Active Topic: Tests]';
    const split = splitSystemPrompt(text);
    expect(split.spans.map((s) => s.id)).toEqual([
      'PREAMBLE',
      'OPERATIONALGUIDELINES',
      'USER_MEMORY',
      'ACTIVE_TOPIC',
    ]);
    expect(split.version.cli).toBe('current');
    expect(split.version.evidence.join(' ')).toContain('Contextual Instructions');
  });

  it('current CLI: a <loaded_context> object after --- is memory', () => {
    const text =
      'Intro.\n\n# Git Repository\nx\n\n---\n\n<loaded_context>\n<global_context>\na\n</global_context>\n</loaded_context>';
    const split = splitSystemPrompt(text);
    expect(split.spans.map((s) => s.id)).toEqual(['PREAMBLE', 'GIT', 'USER_MEMORY']);
    expect(split.version.cli).toBe('current');
  });

  it('2026-02: the sub-agent directory without a top-level heading is its own span', () => {
    const text =
      'Intro.\n\n# Core Mandates\nx\n\nNo sub-agents are currently available.\n\n# Hook Context\ny';
    expect(ids(text)).toEqual(['PREAMBLE', 'COREMANDATES', 'AGENTCONTEXTS', 'HOOKCONTEXT']);
  });

  it('says when a text shows no sign of the Gemini CLI', () => {
    expect(splitSystemPrompt('# Recipes\nsoup').version.cli).toBe('unknown');
  });
});
