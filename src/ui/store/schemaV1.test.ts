/**
 * The stores reading what the previous schema (v1) saved, from local storage exactly as the v1
 * build wrote it (./fixtures/schema-v1-storage.json): the configuration and the snapshot list.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDefaultPlaygroundState,
  PLAYGROUND_STATE_VERSION,
  type PlaygroundState,
} from '../../core';
import { BACKUP_STORAGE_KEY } from './backups';
import { createConfigStore } from './configStore';
import { expectedFromV1, installSchemaV1Storage, schemaV1Text } from './fixtures/schemaV1';
import { MemoryStorage } from '../testing/memoryStorage';
import { CONFIG_STORAGE_KEY, loadPersistedConfig, savePersistedConfig } from './persistence';
import { SNAPSHOTS_STORAGE_KEY } from './snapshotPersistence';
import { createSnapshotStore } from './snapshotStore';

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage.asStorage());
  installSchemaV1Storage(storage);
});
afterEach(() => vi.unstubAllGlobals());

/** The state inside a v1 `{ version, state }` text. */
function v1StateOf(key: string): unknown {
  const saved = JSON.parse(schemaV1Text(key)) as { version: number; state: unknown };
  expect(saved.version).toBe(1);
  return saved.state;
}

it('the fixture is an older schema this build still reads (v1; v2 has its own fixture)', () => {
  expect(PLAYGROUND_STATE_VERSION).toBeGreaterThan(1);
});

describe('config store: a configuration saved by the v1 build', () => {
  it('hydrates as the 2026-02 configuration it was, every saved field kept', () => {
    const store = createConfigStore();
    const loaded = store.hydrate();
    const expected = expectedFromV1(v1StateOf(CONFIG_STORAGE_KEY), createDefaultPlaygroundState());
    expect(store.getState().config).toEqual(expected);
    // The user's edits, named (the fixture's `about`).
    const { gemini, workspace, tokens, compression } = store.getState().config;
    expect(gemini).toMatchObject({
      cliVersion: '2026-02',
      model: 'auto-gemini-2.5',
      approvalMode: 'plan',
      userMemory: '- Prefer tabs.\n- Run the tests first.',
    });
    expect(gemini.env).toMatchObject({ SANDBOX: 'sandbox-exec', GEMINI_PROMPT_GIT: '0' });
    expect(workspace.files['/home/user/project/GEMINI.md']).toBe('# Project notes\nUse pnpm.');
    expect(tokens.encoding).toBe('cl100k_base');
    expect(compression.threshold).toBe(0.7);
    // Read whole: no notice, no backup, nothing written back until the user changes something.
    expect(loaded.notices).toEqual([]);
    expect(storage.getItem(BACKUP_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(CONFIG_STORAGE_KEY)).toBe(schemaV1Text(CONFIG_STORAGE_KEY));
  });

  it('is saved in this build’s schema after loading, and reads back the same', () => {
    const first = createConfigStore();
    first.hydrate();
    expect(savePersistedConfig(first.getState().config)).toMatchObject({ ok: true });
    const raw = storage.getItem(CONFIG_STORAGE_KEY) ?? '';
    expect((JSON.parse(raw) as { version: number }).version).toBe(PLAYGROUND_STATE_VERSION);
    const next = createConfigStore(loadPersistedConfig);
    expect(next.hydrate().notices).toEqual([]);
    expect(next.getState().config).toEqual(first.getState().config);
  });
});

describe('snapshot store: a list saved by the v1 build', () => {
  interface V1Snapshot {
    id: string;
    name: string;
    createdAt: string;
    tokens: unknown;
    config: unknown;
  }
  const v1List = () =>
    JSON.parse(schemaV1Text(SNAPSHOTS_STORAGE_KEY)) as {
      stateVersion: number;
      snapshots: V1Snapshot[];
    };

  it('hydrates each snapshot as the 2026-02 configuration it was, names and counts kept', () => {
    const saved = v1List();
    expect(saved.stateVersion).toBe(1);
    const store = createSnapshotStore();
    expect(store.hydrate().notices).toEqual([]);
    const defaults = createDefaultPlaygroundState();
    expect(store.getState().snapshots).toEqual(
      saved.snapshots.map((s) => ({
        ...s,
        config: expectedFromV1<PlaygroundState>(s.config, defaults),
      })),
    );
    const [tabs, flash] = store.getState().snapshots;
    expect(tabs).toMatchObject({ name: 'Plan mode, tabs' });
    expect(tabs?.tokens).toEqual({ total: 4321, encoding: 'cl100k_base' });
    expect(flash?.config.gemini).toMatchObject({
      cliVersion: '2026-02',
      model: 'gemini-2.5-flash',
    });
  });

  it('is written back in this build’s schema on the first change, and reads back the same', () => {
    const first = createSnapshotStore();
    first.hydrate();
    expect(storage.getItem(SNAPSHOTS_STORAGE_KEY)).toBe(schemaV1Text(SNAPSHOTS_STORAGE_KEY));
    first.getState().rename(first.getState().snapshots[1]?.id ?? '', 'Flash');
    const written = JSON.parse(storage.getItem(SNAPSHOTS_STORAGE_KEY) ?? '') as {
      stateVersion: number;
    };
    expect(written.stateVersion).toBe(PLAYGROUND_STATE_VERSION);
    const next = createSnapshotStore();
    expect(next.hydrate().notices).toEqual([]);
    expect(next.getState().snapshots).toEqual(first.getState().snapshots);
  });
});
