import { diffLines } from 'diff';
import { RELEASE_FILES } from './bundle';

/**
 * The files whose shape Promptscope's core is built against: the options the snippets take
 * (`SystemPromptOptions` and the renderer signatures, in the two .d.ts files) and the decisions
 * of promptProvider.js (which the core's options builder mirrors).
 */
export const SHAPE_FILES = [
  RELEASE_FILES.snippetsTypes,
  RELEASE_FILES.legacyTypes,
  RELEASE_FILES.promptProvider,
] as const;

export interface ShapeChange {
  file: string;
  /** A few changed lines, `-` for the reference release, `+` for the new one. */
  lines: string[];
}

const MAX_LINES = 12;

/** Drops comments, blank lines and indentation: what is left is the code's shape. */
export function normaliseSource(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const text = (files: Map<string, Uint8Array>, path: string): string | null => {
  const bytes = files.get(path);
  return bytes ? Buffer.from(bytes).toString('utf8') : null;
};

/** Compares the shape files of two releases; an empty list means the core supports the new one. */
export function compareShapes(
  reference: Map<string, Uint8Array>,
  candidate: Map<string, Uint8Array>,
): ShapeChange[] {
  const changes: ShapeChange[] = [];
  for (const file of SHAPE_FILES) {
    const before = text(reference, file);
    const after = text(candidate, file);
    if (before === null && after === null) continue;
    if (before === null || after === null) {
      changes.push({
        file,
        lines: [after === null ? '(missing in the new release)' : '(new file)'],
      });
      continue;
    }
    const [a, b] = [normaliseSource(before), normaliseSource(after)];
    // Line breaks do not count either: the shape is the sequence of tokens.
    if (a.replace(/\s+/g, ' ') === b.replace(/\s+/g, ' ')) continue;
    const lines: string[] = [];
    const parts = diffLines(`${a}\n`, `${b}\n`);
    parts.forEach((part, index) => {
      if (!part.added && !part.removed) return;
      // A removed block followed by an added one: show each line from where it starts to differ.
      const partner = part.removed ? parts[index + 1] : parts[index - 1];
      const others =
        partner && (part.removed ? partner.added : partner.removed) ? split(partner.value) : [];
      split(part.value).forEach((line, i) => {
        lines.push(`${part.added ? '+' : '-'} ${clipAroundChange(line, others[i])}`);
      });
    });
    const shown = lines.slice(0, MAX_LINES);
    if (lines.length > MAX_LINES)
      shown.push(`… and ${lines.length - MAX_LINES} more changed lines`);
    changes.push({ file, lines: shown });
  }
  return changes;
}

const split = (value: string): string[] => value.split('\n').filter(Boolean);

const WIDTH = 160;

/** A line cut to WIDTH characters, starting a little before where it differs from `other`. */
export function clipAroundChange(line: string, other?: string): string {
  let start = 0;
  if (other !== undefined) {
    let same = 0;
    while (same < line.length && line[same] === other[same]) same++;
    start = same > 80 ? same - 40 : 0;
  }
  const head = start > 0 ? '…' : '';
  const body = line.slice(start);
  return body.length > WIDTH ? `${head}${body.slice(0, WIDTH - 1)}…` : `${head}${body}`;
}
