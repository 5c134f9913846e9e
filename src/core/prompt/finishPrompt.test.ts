import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCurrentPromptInput } from './defaults';
import { joinFinalShell, sanitizePromptNewlines } from './finalShell';
import { finishPrompt } from './finishPrompt';
import { loadedRelease } from './release/loaded';
import { renderPromptWith } from './renderPrompt';
import type { PromptInput } from './types';

/** Short texts made of the characters the final shell treats specially. */
const text = fc.string({
  unit: fc.constantFrom('a', 'b', '#', ' ', '\n', '\n', '\t', '\r', '\u00a0', '\u2028', 'é', '😀'),
  maxLength: 40,
});

/** The CLI's formula, step by step, with every span found by searching. */
function reference(base: string, memory: string, suffix: string) {
  const body = sanitizePromptNewlines(joinFinalShell(base, memory));
  return { text: body + suffix, memoryNeedle: sanitizePromptNewlines(memory).trim() };
}

describe('finishPrompt', () => {
  it('builds the text the CLI builds, and finds the memory and the suffix where they are', () => {
    fc.assert(
      fc.property(text, text, fc.option(text, { nil: undefined }), (base, memory, suffix) => {
        const finished = finishPrompt(
          base,
          { key: 'USER_MEMORY', text: memory },
          suffix === undefined ? undefined : { key: 'ACTIVE_TOPIC', text: suffix },
        );
        const expected = reference(base, memory, suffix ?? '');
        expect(finished.text).toBe(expected.text);
        expect(finished.text.slice(0, finished.baseEnd)).toBe(sanitizePromptNewlines(base.trim()));
        // The parts join into the text, the base being the first.
        expect(finished.parts.join('')).toBe(finished.text);
        expect(finished.parts[0]).toBe(sanitizePromptNewlines(base.trim()));
        const spans = new Map(finished.tailSpans.map((span) => [span.key, span]));
        const memorySpan = spans.get('USER_MEMORY');
        if (expected.memoryNeedle === '') {
          expect(memorySpan).toBeUndefined();
        } else {
          expect(memorySpan).toBeDefined();
          expect(finished.text.slice(memorySpan!.start, memorySpan!.end)).toBe(
            expected.memoryNeedle,
          );
          expect(memorySpan!.start).toBeGreaterThanOrEqual(finished.baseEnd);
        }
        const suffixSpan = spans.get('ACTIVE_TOPIC');
        if ((suffix ?? '').trim() === '') {
          expect(suffixSpan).toBeUndefined();
        } else {
          expect(finished.text.slice(suffixSpan!.start, suffixSpan!.end)).toBe(suffix!.trim());
          expect(suffixSpan!.end).toBe(
            finished.text.length - (suffix!.length - suffix!.trimEnd().length),
          );
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('builds the same text whether or not a long block starts as the previous one did', () => {
    const memory = `# Notes\n\n${'Use pnpm.\n'.repeat(300)}`;
    for (const lead of [1, 1, 0, 0, 3, 3, 2, 1, 0, 2]) {
      const block = `${'\n'.repeat(lead)}${memory}`;
      const finished = finishPrompt('Base\n\n\n\nend', { key: 'USER_MEMORY', text: block });
      expect(finished.text).toBe(reference('Base\n\n\n\nend', block, '').text);
      expect(finished.tailSpans[0]?.start).toBe('Base\n\nend\n\n'.length);
    }
  });

  it.each([
    ['runs in the base only', 'A\n\n\n\nB', 'memory'],
    ['runs in the memory only', 'A', 'm1\n\n\n\nm2'],
    ['a memory that starts with newlines (the tagged form)', 'A', '\n---\n\n<x>'],
    ['a whitespace-only memory', 'A', ' \n\t\n\n\n'],
    ['an empty base', '  \n\n', '\n\n\nm\n\n\n\nn  '],
    ['both empty', '', ''],
  ])('%s', (_name, base, memory) => {
    const finished = finishPrompt(base, { key: 'USER_MEMORY', text: memory });
    expect(finished.text).toBe(reference(base, memory, '').text);
  });
});

describe('renderPromptWith: the memory span', () => {
  const current = createCurrentPromptInput();

  it('is the memory block after the sections, even when the memory repeats a section', () => {
    const plain = renderPromptWith(current, {
      legacy: null,
      release: loadedRelease(current.cliVersion),
    });
    const firstSection = plain.sections[0]!;
    const repeated = plain.text.slice(firstSection.start, firstSection.end);
    const input: PromptInput = { ...current, userMemory: repeated };
    const rendered = renderPromptWith(input, {
      legacy: null,
      release: loadedRelease(current.cliVersion),
    });
    const memory = rendered.sections.find((span) => span.key === 'USER_MEMORY')!;
    const lastSection = rendered.sections.at(-2)!;
    expect(memory.start).toBeGreaterThan(lastSection.end);
    expect(rendered.text.slice(memory.start, memory.end)).toContain(repeated);
    expect(memory.end).toBe(rendered.text.length);
  });

  it('keeps the sections where they were when only the memory changes', () => {
    const rendered = (memory: string) =>
      renderPromptWith(
        { ...current, userMemory: memory },
        { legacy: null, release: loadedRelease(current.cliVersion) },
      ).sections;
    const short = rendered('# Notes\n\nUse pnpm.');
    const long = rendered(`# Notes\n\n${'Use pnpm.\n\n\n\n'.repeat(5_000)}`);
    expect(long.slice(0, -1)).toEqual(short.slice(0, -1));
    expect(long.at(-1)!.start).toBe(short.at(-1)!.start);
  });

  it('puts the active topic after the memory', () => {
    const input: PromptInput = {
      ...current,
      userMemory: 'Remember this.',
      topicUpdateNarration: true,
      activeTopic: 'Fixing the parser',
    };
    const { text, sections } = renderPromptWith(input, {
      legacy: null,
      release: loadedRelease(current.cliVersion),
    });
    const keys = sections.map((span) => span.key);
    expect(keys.slice(-2)).toEqual(['USER_MEMORY', 'ACTIVE_TOPIC']);
    const topic = sections.at(-1)!;
    expect(text.slice(topic.start, topic.end)).toBe('[Active Topic: Fixing the parser]');
    expect(topic.end).toBe(text.length);
  });
});
