import { describe, expect, it } from 'vitest';
import type { TimelineRow } from './protocol';
import { columnBuffers, rowAt, toColumns } from './timelineColumns';

const rows: TimelineRow[] = [
  {
    role: 'user',
    kind: 'text',
    label: 'Fix the failing test 😀',
    chars: 120,
    originalChars: 120,
    tokens: 30,
    originalTokens: 30,
    validSplit: true,
    truncated: false,
  },
  {
    role: 'model',
    kind: 'call',
    label: 'read_file(…)',
    chars: 80,
    originalChars: 80,
    tokens: 20,
    originalTokens: 20,
    validSplit: false,
    truncated: false,
  },
  {
    role: 'user',
    kind: 'response',
    label: '',
    chars: 4_000,
    originalChars: 250_000,
    tokens: 1_000,
    originalTokens: 62_500,
    validSplit: false,
    truncated: true,
  },
  {
    role: 'tool',
    kind: 'mixed',
    label: 'run_shell_command → output',
    chars: 10,
    originalChars: 10,
    tokens: 2.5,
    originalTokens: 2.5,
    validSplit: true,
    truncated: true,
  },
  {
    role: '?',
    kind: 'other',
    label: '(non-text parts)',
    chars: 0,
    originalChars: 0,
    tokens: 0,
    originalTokens: 0,
    validSplit: false,
    truncated: false,
  },
];

describe('timeline columns', () => {
  it('give back every row as it was, labels, roles, kinds and flags included', () => {
    const columns = toColumns(rows);
    expect(columns.count).toBe(rows.length);
    expect(rows.map((_, i) => rowAt(columns, i))).toEqual(rows);
    // Roles are stored once each.
    expect(columns.roles).toEqual(['user', 'model', 'tool', '?']);
  });

  it('survive a structured clone with their buffers transferred', () => {
    const columns = toColumns(rows);
    const copy = structuredClone(columns, { transfer: columnBuffers(columns) });
    expect(rows.map((_, i) => rowAt(copy, i))).toEqual(rows);
    // The sender's arrays moved: nothing was copied.
    expect(columns.chars.length).toBe(0);
  });

  it('hold no rows for an empty plan', () => {
    const columns = toColumns([]);
    expect(columns.count).toBe(0);
    expect(columns.labels).toBe('');
  });
});
