import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState, type Snapshot } from '../../../core';
import {
  CURRENT_WORK,
  defaultSourceIds,
  listSources,
  SOURCE_PROVIDERS,
  type SourceContext,
  type SourceProvider,
} from './sources';

function snapshot(id: string, name: string): Snapshot {
  return {
    id,
    name,
    createdAt: '2026-11-24T10:00:00Z',
    config: createDefaultPlaygroundState(),
    tokens: null,
  };
}

const context = (snapshots: Snapshot[] = []): SourceContext => ({
  config: createDefaultPlaygroundState(),
  snapshots,
  linkSides: null,
});

describe('compare sources', () => {
  it('offers the current work, every snapshot and the link sides', () => {
    const withLink: SourceContext = {
      ...context([snapshot('a', 'One')]),
      linkSides: {
        a: { name: 'Left', state: createDefaultPlaygroundState() },
        b: { name: 'Right', state: createDefaultPlaygroundState() },
      },
    };
    expect(listSources(withLink).map((s) => [s.id, s.label])).toEqual([
      [CURRENT_WORK, 'Current work'],
      ['snapshot:a', 'Snapshot 1: One'],
      ['link:a', 'Link A: Left'],
      ['link:b', 'Link B: Right'],
    ]);
  });

  it('defaults to the last snapshot against the current work, and falls back when a pick vanishes', () => {
    const sources = listSources(context([snapshot('a', 'One'), snapshot('b', 'Two')]));
    expect(defaultSourceIds(sources, { a: null, b: null })).toEqual({
      a: 'snapshot:b',
      b: CURRENT_WORK,
    });
    expect(defaultSourceIds(sources, { a: 'snapshot:a', b: 'snapshot:gone' })).toEqual({
      a: 'snapshot:a',
      b: CURRENT_WORK,
    });
    expect(defaultSourceIds(listSources(context()), { a: null, b: null })).toEqual({
      a: CURRENT_WORK,
      b: CURRENT_WORK,
    });
  });

  it('resolves a side by rendering its configuration; a new kind of source is one provider', () => {
    const imported: SourceProvider = {
      id: 'imported',
      list: () => [
        {
          id: 'imported:1',
          label: 'Imported system.md',
          group: 'Imported',
          resolve: () => ({
            sourceId: 'imported:1',
            name: 'Imported',
            config: null,
            system: { text: 'Hello', sections: [], error: null },
            firstMessage: { text: '', error: null },
          }),
        },
      ],
    };
    const sources = listSources(context(), [...SOURCE_PROVIDERS, imported]);
    const current = sources.find((s) => s.id === CURRENT_WORK)?.resolve();
    expect(current?.system.text).toContain('# Core Mandates');
    expect(current?.firstMessage.text.length).toBeGreaterThan(0);
    expect(sources.at(-1)?.resolve().system.text).toBe('Hello');
  });
});
