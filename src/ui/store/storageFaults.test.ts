// Fault injection for the storage layer: whatever happens to the saved text or to the writes,
// loading never throws and never loses a field that could be read.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDefaultPlaygroundState,
  PLAYGROUND_STATE_VERSION,
  readVersionedState,
  type PlaygroundState,
} from '../../core';
import { BACKUP_STORAGE_KEY, listBackups } from './backups';
import { CONFIG_STORAGE_KEY, loadPersistedConfig, savePersistedConfig } from './persistence';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const stateArb: fc.Arbitrary<PlaygroundState> = fc
  .record({
    memory: fc.string({ maxLength: 200 }),
    files: fc.dictionary(fc.stringMatching(/^\/w\/[a-z]{1,8}\.md$/), fc.string({ maxLength: 40 }), {
      maxKeys: 5,
    }),
    turn: fc.string({ maxLength: 60 }),
  })
  .map(({ memory, files, turn }) => {
    const s = createDefaultPlaygroundState();
    return {
      ...s,
      gemini: { ...s.gemini, userMemory: memory },
      workspace: { ...s.workspace, files: { ...s.workspace.files, ...files } },
      context: { ...s.context, turnText: turn },
    };
  });

/** The saved text is either loaded whole, or kept (backup or left in place). */
function expectNothingLost(raw: string, original: PlaygroundState | null): void {
  let loaded: ReturnType<typeof loadPersistedConfig> | undefined;
  expect(() => (loaded = loadPersistedConfig())).not.toThrow();
  const read = readVersionedState(raw);
  if (read.status === 'ok') {
    expect(loaded?.notices).toEqual([]);
    if (original) expect(loaded?.config).toEqual(original);
    return;
  }
  const kept =
    listBackups().some((b) => b.raw === raw) || localStorage.getItem(CONFIG_STORAGE_KEY) === raw;
  expect(kept).toBe(true);
  expect(loaded?.notices).toHaveLength(1);
  if (read.status === 'repaired') {
    // Every field the repairs do not name came through.
    const repaired = new Set(read.repairs.map((r) => r.path.split(/[.[]/)[0]));
    for (const slice of ['gemini', 'workspace', 'context'] as const) {
      if (!repaired.has(slice) && original) expect(loaded?.config[slice]).toEqual(original[slice]);
    }
  }
}

describe('storage fault injection', () => {
  it('round-trips every readable state with 0 lost fields', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        localStorage.clear();
        const saved = savePersistedConfig(state);
        expect(saved.ok).toBe(true);
        expectNothingLost(localStorage.getItem(CONFIG_STORAGE_KEY)!, state);
      }),
      { numRuns: 60 },
    );
  });

  it('survives random truncation', () => {
    fc.assert(
      fc.property(stateArb, fc.nat(), (state, cut) => {
        localStorage.clear();
        savePersistedConfig(state);
        const raw = localStorage.getItem(CONFIG_STORAGE_KEY)!;
        const truncated = raw.slice(0, cut % raw.length);
        localStorage.setItem(CONFIG_STORAGE_KEY, truncated);
        expectNothingLost(truncated, null);
      }),
      { numRuns: 80 },
    );
  });

  it('survives random bytes written over the saved text', () => {
    fc.assert(
      fc.property(
        stateArb,
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 0xffff })), {
          minLength: 1,
          maxLength: 8,
        }),
        (state, edits) => {
          localStorage.clear();
          savePersistedConfig(state);
          const chars = [...localStorage.getItem(CONFIG_STORAGE_KEY)!];
          for (const [at, code] of edits) chars[at % chars.length] = String.fromCharCode(code);
          const raw = chars.join('');
          localStorage.setItem(CONFIG_STORAGE_KEY, raw);
          expectNothingLost(raw, readVersionedState(raw).state);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('keeps data of any wrong or newer version', () => {
    fc.assert(
      fc.property(
        stateArb,
        fc.oneof(fc.integer(), fc.double(), fc.constant(null)),
        (state, version) => {
          localStorage.clear();
          const raw = JSON.stringify({ version, state });
          localStorage.setItem(CONFIG_STORAGE_KEY, raw);
          expectNothingLost(raw, version === PLAYGROUND_STATE_VERSION ? state : null);
          if (typeof version === 'number' && version > PLAYGROUND_STATE_VERSION) {
            expect(listBackups()[0]?.raw).toBe(raw);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a quota error at any write loses nothing and throws nothing', () => {
    fc.assert(
      fc.property(stateArb, stateArb, fc.nat({ max: 4 }), (first, second, failAt) => {
        localStorage.clear();
        savePersistedConfig(first);
        const before = localStorage.getItem(CONFIG_STORAGE_KEY)!;
        // Damage it so loading must write a backup, then fail the n-th write from here on.
        const damaged = before.slice(0, -5);
        localStorage.setItem(CONFIG_STORAGE_KEY, damaged);
        const realSet = Storage.prototype.setItem;
        let writes = 0;
        const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
          this: Storage,
          key: string,
          value: string,
        ) {
          if (writes++ === failAt) throw new DOMException('full', 'QuotaExceededError');
          realSet.call(this, key, value);
        });
        let loaded: ReturnType<typeof loadPersistedConfig> | undefined;
        expect(() => (loaded = loadPersistedConfig())).not.toThrow();
        const backedUp = listBackups().some((b) => b.raw === damaged);
        // Unbacked-up data is never overwritten: saving is held by the caller.
        expect(backedUp || loaded?.holdSaves).toBe(true);
        if (!loaded?.holdSaves) {
          let outcome: ReturnType<typeof savePersistedConfig> | undefined;
          expect(() => (outcome = savePersistedConfig(second))).not.toThrow();
          const now = localStorage.getItem(CONFIG_STORAGE_KEY);
          // Either the new state is saved, or the old text is still there and the reason is said.
          if (outcome?.ok) expect(readVersionedState(now).state).toEqual(second);
          else {
            expect(now).toBe(damaged);
            expect(outcome?.reason).toMatch(/full/);
          }
        } else expect(localStorage.getItem(CONFIG_STORAGE_KEY)).toBe(damaged);
        spy.mockRestore();
      }),
      { numRuns: 40 },
    );
  });
});

describe('backups', () => {
  it('are bounded, newest first', () => {
    for (let i = 0; i < 6; i++) {
      localStorage.setItem(CONFIG_STORAGE_KEY, `broken ${i}`);
      loadPersistedConfig();
    }
    const backups = listBackups();
    expect(backups.map((b) => b.raw)).toEqual(['broken 5', 'broken 4', 'broken 3']);
    expect(localStorage.getItem(BACKUP_STORAGE_KEY)!.length).toBeLessThan(2_000);
  });

  it('drop the oldest copies to make room for the newest', () => {
    localStorage.setItem(CONFIG_STORAGE_KEY, 'a'.repeat(900_000));
    loadPersistedConfig();
    localStorage.setItem(CONFIG_STORAGE_KEY, 'b'.repeat(900_000));
    loadPersistedConfig();
    expect(listBackups().map((b) => b.raw[0])).toEqual(['b']);
  });
});
