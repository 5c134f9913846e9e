/** An imported system prompt with some spans switched off, as the CLI would join the rest. */
import { sanitizePromptNewlines } from '../prompt/finalShell';
import type { PromptWarning, RenderedPrompt, SectionSpan } from '../prompt/types';
import type { PlaygroundImportedPrompt } from '../state/playgroundState';
import { splitSystemPrompt, type ImportedSpan, type SplitSystemPrompt } from './splitSystemPrompt';

/** The imported text as toggled, with where each remaining span sits in it. */
export interface ToggledImportedText {
  text: string;
  /** One per enabled span, in order: `key` is the span id. */
  sections: SectionSpan[];
}

/**
 * The text with the `disabled` spans removed. Nothing off: the text exactly as imported.
 * Otherwise the enabled spans are joined as the CLI joins sections (one blank line between
 * them, gemini-cli packages/core/src/prompts/snippets.ts getCoreSystemPrompt) and each is
 * passed through the CLI's `\n{3,}` sanitiser; the text's trailing whitespace is kept. So
 * switching off a span between two others removes exactly its characters.
 */
export function toggleImportedText(
  text: string,
  spans: readonly ImportedSpan[],
  disabled: ReadonlySet<string>,
): ToggledImportedText {
  if (!spans.some((span) => disabled.has(span.id))) {
    return { text, sections: spans.map(({ id, start, end }) => ({ key: id, start, end })) };
  }
  const separator = text.includes('\r\n') ? '\r\n\r\n' : '\n\n';
  // trimEnd drops what `\s` matches, in linear time (`/\s*$/` is quadratic on long blanks).
  const bodyEnd = text.trimEnd().length;
  const trailing = text.slice(bodyEnd);
  let out = '';
  const sections: SectionSpan[] = [];
  for (const span of spans) {
    if (disabled.has(span.id)) continue;
    const raw = text.slice(span.start, Math.min(span.end, bodyEnd));
    const body = sanitizePromptNewlines(withoutLineBreaksAround(raw));
    if (body === '') continue;
    if (out !== '') out += separator;
    sections.push({ key: span.id, start: out.length, end: out.length + body.length });
    out += body;
  }
  return { text: out === '' ? '' : out + trailing, sections };
}

/** `text` without the line breaks at its start and end (linear, unlike `/[\r\n]+$/`). */
function withoutLineBreaksAround(text: string): string {
  const isBreak = (at: number) => text[at] === '\n' || text[at] === '\r';
  let start = 0;
  let end = text.length;
  while (start < end && isBreak(start)) start += 1;
  while (end > start && isBreak(end - 1)) end -= 1;
  return text.slice(start, end);
}

/**
 * The last few texts split, newest first. Found by `===`, not by a Map: a Map hashes a new
 * multi-megabyte key in full (tens of milliseconds on the main thread for a 2 MB import),
 * while `===` on the same string object is a pointer check and on an equal copy one memcmp.
 */
let splits: { text: string; split: SplitSystemPrompt }[] = [];
const KEPT_SPLITS = 4;

function keepSplit(text: string, split: SplitSystemPrompt): void {
  splits = [{ text, split }, ...splits.filter((known) => known.text !== text)].slice(
    0,
    KEPT_SPLITS,
  );
}

/** {@link splitSystemPrompt}, remembered for the last few texts (the same text splits once). */
export function splitImportedText(text: string): SplitSystemPrompt {
  const hit = splits.find((known) => known.text === text);
  if (hit) return hit.split;
  const split = splitSystemPrompt(text);
  keepSplit(text, split);
  return split;
}

/**
 * Remembers `split` as the split of `text` (computed elsewhere, e.g. in a worker), so
 * {@link splitImportedText} finds it instead of splitting `text` again.
 */
export function rememberSplit(text: string, split: SplitSystemPrompt): void {
  keepSplit(text, split);
}

/** True when the split of `text` is known (splitting it again costs nothing). */
export function isSplitKnown(text: string): boolean {
  return splits.some((known) => known.text === text);
}

/** What did not map, as warnings for the warnings tab. */
export function importedPromptWarnings(split: SplitSystemPrompt): PromptWarning[] {
  const warnings: PromptWarning[] = split.spans
    .filter((span) => span.key === null)
    .map((span) => ({
      code: 'imported-unmapped' as const,
      message: `"# ${span.heading ?? span.title}" is not a heading the Gemini CLI emits: it is kept as its own part, named by its heading.`,
      fix: 'Nothing to fix if you added it on purpose; it has no GEMINI_PROMPT_* switch in the CLI.',
    }));
  if (split.version.cli === 'unknown' && split.spans.length > 0) {
    warnings.push({
      code: 'imported-not-cli',
      message:
        'The imported text has no heading the Gemini CLI emits: it is shown as one preamble part.',
      fix: 'Import the file GEMINI_WRITE_SYSTEM_MD writes to see its sections.',
    });
  }
  return warnings;
}

/** The imported prompt in the shape the preview, meter and exports read. */
export function renderImportedPrompt(imported: PlaygroundImportedPrompt): RenderedPrompt {
  const split = splitImportedText(imported.text);
  const toggled = toggleImportedText(imported.text, split.spans, new Set(imported.disabledSpans));
  return {
    text: toggled.text,
    mode: 'imported',
    sections: toggled.sections,
    warnings: importedPromptWarnings(split),
    error: null,
    writeTarget: null,
    templatePath: null,
    removedTools: [],
  };
}

/**
 * The imported prompt as toggled when the playground shows it (an import is active and not
 * empty), else null: the preview, meter and exports then use the modeled prompt.
 */
export function activeImportedPrompt(state: {
  importedPrompt?: PlaygroundImportedPrompt;
}): RenderedPrompt | null {
  const imported = state.importedPrompt;
  return imported?.active && imported.text !== '' ? renderImportedPrompt(imported) : null;
}
