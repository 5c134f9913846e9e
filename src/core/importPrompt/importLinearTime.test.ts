import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizePromptNewlines } from '../prompt/finalShell';
import { toggleImportedText } from './importedPrompt';
import { parseHeading } from './scanLines';
import { splitSystemPrompt, type ImportedSpan } from './splitSystemPrompt';

/**
 * An imported system prompt is a file from anyone: splitting and toggling it must take time
 * linear in its size. The expressions the hand-written readers replaced stay here only as
 * the reference they must agree with.
 */
const HEADING = /^(#{1,3})[ \t]+(.*\S)[ \t]*$/;

function referenceToggle(text: string, spans: readonly ImportedSpan[], disabled: Set<string>) {
  if (!spans.some((span) => disabled.has(span.id))) return text;
  const separator = text.includes('\r\n') ? '\r\n\r\n' : '\n\n';
  const trailing = /\s*$/.exec(text)?.[0] ?? '';
  const bodyEnd = text.length - trailing.length;
  let out = '';
  for (const span of spans) {
    if (disabled.has(span.id)) continue;
    const raw = text.slice(span.start, Math.min(span.end, bodyEnd));
    const body = sanitizePromptNewlines(raw.replace(/^[\r\n]+/, '').replace(/[\r\n]+$/, ''));
    if (body === '') continue;
    if (out !== '') out += separator;
    out += body;
  }
  return out === '' ? '' : out + trailing;
}

const promptText = fc
  .array(
    fc.constantFrom(
      '# Core Mandates',
      '## Sub',
      '#### Deep',
      '# Team',
      '#\t Tabbed \t',
      '# a\u00a0',
      '# \u00a0',
      '#',
      ' ',
      '\t',
      '\u2028',
      '\u00a0',
      '\n',
      '\r\n',
      '\r',
      '\n\n',
      'text',
      '---',
      '```',
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

/** Milliseconds `run` takes. */
function elapsed(run: () => unknown): number {
  const start = Date.now();
  run();
  return Date.now() - start;
}

describe('the readers agree with the expressions they replaced', () => {
  it('parseHeading reads a line as the heading expression does', () => {
    fc.assert(
      fc.property(promptText, (text) => {
        for (const line of text.split('\n')) {
          const match = HEADING.exec(line);
          const expected =
            match?.[1] && match[2] !== undefined
              ? { level: match[1].length, text: match[2] }
              : null;
          expect(parseHeading(line)).toEqual(expected);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('toggleImportedText gives the same text for any split and any parts off', () => {
    fc.assert(
      fc.property(promptText, fc.array(fc.nat(8), { maxLength: 4 }), (text, off) => {
        const { spans } = splitSystemPrompt(text);
        const disabled = new Set(off.map((i) => spans[i]?.id ?? ''));
        expect(toggleImportedText(text, spans, disabled).text).toBe(
          referenceToggle(text, spans, disabled),
        );
      }),
      { numRuns: 3000 },
    );
  });
});

describe('importing takes time linear in the text', () => {
  // Budgets are generous: a shared machine runs this several times slower than an idle one,
  // where it takes well under a second. The expressions took about 14 s on 200,000 spaces.
  it('100,000 headings: split, then one part off', () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `# Heading ${i}\nbody ${i}\n`).join(
      '\n',
    );
    let spans: ImportedSpan[] = [];
    expect(elapsed(() => (spans = splitSystemPrompt(text).spans))).toBeLessThan(10_000);
    expect(spans).toHaveLength(100_000);
    let toggled = '';
    const off = new Set([spans[500]?.id ?? '']);
    expect(elapsed(() => (toggled = toggleImportedText(text, spans, off).text))).toBeLessThan(
      10_000,
    );
    expect(toggled).not.toContain('# Heading 500\n');
    expect(toggled).toContain('# Heading 99999\n');
  });

  it('200,000 spaces inside the text, and a heading followed by 200,000 spaces', () => {
    const spaces = ' '.repeat(200_000);
    const text = `# Core Mandates\nrules${spaces}x\n\n# Team\n${'\n'.repeat(200_000)}ours\n#${spaces}`;
    let spans: ImportedSpan[] = [];
    expect(elapsed(() => (spans = splitSystemPrompt(text).spans))).toBeLessThan(3000);
    expect(spans.map((s) => s.id)).toEqual(['COREMANDATES', 'HEADING:Team']);
    const off = new Set(['COREMANDATES']);
    let toggled = '';
    expect(elapsed(() => (toggled = toggleImportedText(text, spans, off).text))).toBeLessThan(3000);
    // The CLI's sanitiser leaves one blank line of the 200,000 line breaks.
    expect(toggled).toBe(`# Team\n\nours\n#${spaces}`);
  });
});
