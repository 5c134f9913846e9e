import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countInThisThread } from '../testing/components';
import { TEXT_GONE_MESSAGE, tokenCountQuery } from './tokenQueries';
import { textsAsSegments } from './textSegments';

vi.mock('../../workers/tokenCount/client', async (original) => ({
  ...(await original<object>()),
  countInWorker: countInThisThread,
}));

afterEach(() => vi.unstubAllGlobals());

const segments = () =>
  textsAsSegments([
    { key: 'PREAMBLE', text: 'You are an interactive CLI agent.\n' },
    { key: 'USER_MEMORY', text: '\n\n- Prefer small modules.\n'.repeat(50) },
  ]);

describe('tokenCountQuery', () => {
  it('counts the segments it was built for, per segment', async () => {
    const client = new QueryClient();
    const held = segments();
    const data = await client.fetchQuery(tokenCountQuery('o200k_base', held, 'h1'));
    const expected = (await countInThisThread('o200k_base', [[held[0]!.text], [held[1]!.text]]))
      .counts;
    expect(data.rows.map((row) => [row.key, row.tokens])).toEqual([
      ['PREAMBLE', expected[0]],
      ['USER_MEMORY', expected[1]],
    ]);
    expect(data.total).toBe(expected[0]! + expected[1]!);
  });

  it('holds its segments weakly: once they are gone it says so instead of counting', async () => {
    // A WeakRef whose target was collected: what the cache finds a minute later.
    vi.stubGlobal(
      'WeakRef',
      class {
        deref(): undefined {
          return undefined;
        }
      },
    );
    const options = tokenCountQuery('o200k_base', segments(), 'h2');
    const client = new QueryClient();
    await expect(client.fetchQuery({ ...options, retry: false })).rejects.toThrow(
      TEXT_GONE_MESSAGE,
    );
    expect(typeof options.initialData === 'function' && options.initialData()).toBeFalsy();
  });
});
