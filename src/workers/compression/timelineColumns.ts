/**
 * The timeline's rows in columns: numbers and flags in typed arrays the worker transfers
 * (no copy), the labels in one string. A 10,000-message plan then reaches the page as a few
 * buffers instead of 10,000 objects the main thread would rebuild one by one; the timeline
 * builds a {@link TimelineRow} only for the rows it shows ({@link rowAt}).
 */

/** What a message holds, for the timeline's marks. */
export type MessageKind = 'text' | 'call' | 'response' | 'mixed' | 'other';

/** One bar of the timeline (a curated, truncated message). */
export interface TimelineRow {
  role: string;
  kind: MessageKind;
  /** Tool names or the first words of the text. */
  label: string;
  /** `JSON.stringify(content).length` after truncation: the split's unit. */
  chars: number;
  /** Characters before truncation (equal to `chars` for untouched messages). */
  originalChars: number;
  /** Estimated tokens after truncation. */
  tokens: number;
  /** Estimated tokens before truncation. */
  originalTokens: number;
  validSplit: boolean;
  truncated: boolean;
}

/**
 * The timeline's rows in columns ({@link rowAt} gives one row):
 * `role` indexes `roles`, `kind` the message kinds, `flags` holds 1 for a valid split point
 * and 2 for a truncated message, and label `i` ends at `labelEnds[i]` in `labels`.
 */
export interface TimelineColumns {
  count: number;
  roles: string[];
  role: Uint32Array;
  kind: Uint8Array;
  flags: Uint8Array;
  chars: Float64Array;
  originalChars: Float64Array;
  tokens: Float64Array;
  originalTokens: Float64Array;
  labels: string;
  labelEnds: Uint32Array;
}

/** The kinds in the order `TimelineColumns.kind` numbers them. */
const KINDS: readonly MessageKind[] = ['text', 'call', 'response', 'mixed', 'other'];
const VALID_SPLIT = 1;
const TRUNCATED = 2;

/** The rows as columns (the worker's side). */
export function toColumns(rows: readonly TimelineRow[]): TimelineColumns {
  const count = rows.length;
  const roles: string[] = [];
  const roleIndex = new Map<string, number>();
  const columns: TimelineColumns = {
    count,
    roles,
    role: new Uint32Array(count),
    kind: new Uint8Array(count),
    flags: new Uint8Array(count),
    chars: new Float64Array(count),
    originalChars: new Float64Array(count),
    tokens: new Float64Array(count),
    originalTokens: new Float64Array(count),
    labels: rows.map((row) => row.label).join(''),
    labelEnds: new Uint32Array(count),
  };
  let end = 0;
  rows.forEach((row, i) => {
    let role = roleIndex.get(row.role);
    if (role === undefined) {
      role = roles.push(row.role) - 1;
      roleIndex.set(row.role, role);
    }
    columns.role[i] = role;
    columns.kind[i] = KINDS.indexOf(row.kind);
    columns.flags[i] = (row.validSplit ? VALID_SPLIT : 0) | (row.truncated ? TRUNCATED : 0);
    columns.chars[i] = row.chars;
    columns.originalChars[i] = row.originalChars;
    columns.tokens[i] = row.tokens;
    columns.originalTokens[i] = row.originalTokens;
    end += row.label.length;
    columns.labelEnds[i] = end;
  });
  return columns;
}

/** Row `index` as an object (the page's side, for the rows on screen). */
export function rowAt(columns: TimelineColumns, index: number): TimelineRow {
  const flags = columns.flags[index] ?? 0;
  return {
    role: columns.roles[columns.role[index] ?? 0] ?? '?',
    kind: KINDS[columns.kind[index] ?? 0] ?? 'other',
    label: columns.labels.slice(
      index > 0 ? columns.labelEnds[index - 1] : 0,
      columns.labelEnds[index],
    ),
    chars: columns.chars[index] ?? 0,
    originalChars: columns.originalChars[index] ?? 0,
    tokens: columns.tokens[index] ?? 0,
    originalTokens: columns.originalTokens[index] ?? 0,
    validSplit: (flags & VALID_SPLIT) !== 0,
    truncated: (flags & TRUNCATED) !== 0,
  };
}

/** The buffers to transfer with a reply that carries `columns`. */
export function columnBuffers(columns: TimelineColumns): ArrayBuffer[] {
  const { role, kind, flags, chars, originalChars, tokens, originalTokens, labelEnds } = columns;
  return [role, kind, flags, chars, originalChars, tokens, originalTokens, labelEnds].map(
    (array) => array.buffer as ArrayBuffer,
  );
}
