/** Finding text too long to be kept, with the same limit the restore rules apply on reload. */
import { MAX_STATE_TEXT_LENGTH } from './stateRules';
import { formatPath, isPlainObject } from './values';

/** A text field longer than the limit. */
export interface OversizedText {
  /** Dotted path of the field, e.g. `gemini.userMemory` or `workspace.files["/a.md"]`. */
  path: string;
  length: number;
}

function walk(
  next: unknown,
  previous: unknown,
  path: string,
  limit: number,
  out: OversizedText[],
): void {
  if (next === previous) return;
  if (typeof next === 'string') {
    if (next.length > limit) out.push({ path, length: next.length });
    return;
  }
  if (Array.isArray(next)) {
    const before = Array.isArray(previous) ? previous : [];
    next.forEach((item: unknown, index) =>
      walk(item, before[index], `${path}[${index}]`, limit, out),
    );
    return;
  }
  if (!isPlainObject(next)) return;
  const before = isPlainObject(previous) ? previous : {};
  const isRecord = path.endsWith('files') || path.endsWith('env');
  for (const key of Object.keys(next)) {
    walk(
      next[key],
      Object.hasOwn(before, key) ? before[key] : undefined,
      formatPath(path, key, isRecord),
      limit,
      out,
    );
  }
}

/**
 * Every text in `next` longer than `limit` (by default the restore rules' own
 * {@link MAX_STATE_TEXT_LENGTH}, so what is accepted here survives a reload). Parts that are
 * the same objects as in `previous` are skipped, so checking an edit costs only what changed.
 */
export function findOversizedTexts(
  next: unknown,
  previous?: unknown,
  limit: number = MAX_STATE_TEXT_LENGTH,
): OversizedText[] {
  const out: OversizedText[] = [];
  walk(next, previous, '', limit, out);
  return out;
}
