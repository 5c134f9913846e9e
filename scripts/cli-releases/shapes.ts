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
    for (const part of diffLines(`${a}\n`, `${b}\n`)) {
      if (!part.added && !part.removed) continue;
      const sign = part.added ? '+' : '-';
      for (const line of part.value.split('\n').filter(Boolean)) lines.push(`${sign} ${line}`);
    }
    const shown = lines
      .slice(0, MAX_LINES)
      .map((line) => (line.length > 160 ? `${line.slice(0, 159)}…` : line));
    if (lines.length > MAX_LINES)
      shown.push(`… and ${lines.length - MAX_LINES} more changed lines`);
    changes.push({ file, lines: shown });
  }
  return changes;
}
