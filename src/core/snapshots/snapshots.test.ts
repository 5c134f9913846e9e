import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import { describeMerge, mergeSnapshots } from './merge';
import { defaultSnapshotName } from './naming';
import { restoreSnapshots, toSnapshotFile, type Snapshot } from './snapshot';

function snapshot(id: string, name: string, memory = ''): Snapshot {
  const config = createDefaultPlaygroundState();
  config.gemini.userMemory = memory;
  return {
    id,
    name,
    createdAt: '2026-11-24T10:00:00.000Z',
    config,
    tokens: { total: 10, encoding: 'o200k_base' },
  };
}

let counter = 0;
const newId = () => `new-${++counter}`;

describe('restoreSnapshots', () => {
  it('round-trips a list through its file form', () => {
    const list = [snapshot('a', 'First', 'm'), snapshot('b', 'Second')];
    const restored = restoreSnapshots(JSON.parse(JSON.stringify(toSnapshotFile(list))));
    expect(restored.problems).toEqual([]);
    expect(restored.snapshots).toEqual(list);
  });

  it('drops broken entries and repairs damaged configurations, saying so', () => {
    const file = toSnapshotFile([snapshot('a', 'Good')]) as unknown as { snapshots: unknown[] };
    file.snapshots.push(
      42,
      { id: 'x', name: 'No config' },
      {
        id: 'c',
        name: 'Damaged',
        createdAt: 'not a date',
        config: { gemini: { approvalMode: 'sometimes' } },
      },
    );
    const restored = restoreSnapshots(file);
    expect(restored.snapshots.map((s) => s.name)).toEqual(['Good', 'Damaged']);
    const damaged = restored.snapshots[1];
    expect(damaged?.config.gemini.approvalMode).toBe('default');
    expect(damaged?.createdAt).toBe(new Date(0).toISOString());
    expect(restored.problems).toEqual([
      'Snapshot 2 is not a snapshot; it was dropped.',
      'Snapshot 3 (“No config”) has no configuration; it was dropped.',
      '“Damaged”: 2 settings were repaired (gemini.approvalMode, createdAt).',
    ]);
  });

  it('keeps a name with control characters as one visible line and says it was repaired', () => {
    // A snapshot file is untrusted: a line break or a bidi override in a name would hide or
    // reorder what the list shows.
    const file = toSnapshotFile([snapshot('a', 'Release\nrm -rf ~ \u202egnp.exe')]);
    const restored = restoreSnapshots(JSON.parse(JSON.stringify(file)));
    expect(restored.snapshots[0]?.name).toBe('Release\\nrm -rf ~ \\u{202e}gnp.exe');
    expect(restored.problems).toEqual([
      '“Release\\nrm -rf ~ \\u{202e}gnp.exe”: 1 setting was repaired (name).',
    ]);
  });

  it('names a field it does not know (a newer build wrote it) and a count it cannot read', () => {
    const file = toSnapshotFile([snapshot('a', 'Newer')]) as unknown as {
      snapshots: Record<string, unknown>[];
    };
    file.snapshots[0] = {
      ...file.snapshots[0],
      pinned: true,
      tokens: { total: -1, encoding: 'x' },
    };
    const restored = restoreSnapshots(JSON.parse(JSON.stringify(file)));
    expect(restored.snapshots[0]?.tokens).toBeNull();
    expect(restored.problems).toEqual(['“Newer”: 2 settings were repaired (pinned, tokens).']);
  });

  it('rejects data that is not a snapshot list or comes from a newer schema', () => {
    expect(restoreSnapshots('nope').snapshots).toEqual([]);
    expect(
      restoreSnapshots({ format: 'promptscope-snapshots', stateVersion: 99, snapshots: [] })
        .problems[0],
    ).toMatch(/newer Promptscope/);
  });

  it('gives duplicate ids fresh ones', () => {
    const file = toSnapshotFile([snapshot('a', 'One'), snapshot('a', 'Two')]);
    expect(restoreSnapshots(file).snapshots.map((s) => s.id)).toEqual(['a', 'a-2']);
  });
});

describe('mergeSnapshots', () => {
  it('adds new snapshots and skips exact copies', () => {
    const mine = [snapshot('a', 'One')];
    const merge = mergeSnapshots(mine, [snapshot('a', 'One'), snapshot('b', 'Two')], newId);
    expect(merge.snapshots.map((s) => s.name)).toEqual(['One', 'Two']);
    expect(merge).toMatchObject({ added: 1, alreadyPresent: 1, keptBoth: [] });
    expect(describeMerge(merge)).toBe('Imported 1 snapshot; 1 already in your list (skipped).');
  });

  it('never overwrites: a taken id or name keeps both, under a marked name', () => {
    const mine = [snapshot('a', 'One', 'mine'), snapshot('b', 'Two')];
    const merge = mergeSnapshots(
      mine,
      [snapshot('a', 'One', 'theirs'), snapshot('z', 'Two')],
      newId,
    );
    expect(merge.snapshots).toHaveLength(4);
    expect(merge.snapshots[0]?.config.gemini.userMemory).toBe('mine');
    expect(merge.snapshots.map((s) => s.name)).toEqual([
      'One',
      'Two',
      'One (imported)',
      'Two (imported)',
    ]);
    expect(new Set(merge.snapshots.map((s) => s.id)).size).toBe(4);
    expect(describeMerge(merge)).toMatch(/2 had the name or id of one you have, so both were kept/);
  });
});

describe('defaultSnapshotName', () => {
  it('names the target, the model and the local time', () => {
    const config = createDefaultPlaygroundState();
    config.gemini.model = 'gemini-2.5-pro';
    expect(defaultSnapshotName(config, new Date(2026, 10, 24, 9, 5))).toBe(
      'Gemini CLI · gemini-2.5-pro · 2026-11-24 09:05',
    );
  });
});
