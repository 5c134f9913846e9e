/**
 * The what-if table from core's rows: the largest saving first (money, or tokens without a
 * price), per session and per 1,000 sessions, a dash where no price is known, and a badge
 * exactly where a row breaks the cache for every request or moves a compression.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WhatIfRow } from '../../../core';
import { WhatIfTable } from './WhatIfTable';

afterEach(cleanup);

function row(
  key: string,
  savedTokens: number,
  savedCost: number | null,
  extra: Partial<WhatIfRow> = {},
): WhatIfRow {
  return {
    key,
    group: 'section',
    label: key,
    savedTokens,
    savedCachedTokens: Math.floor(savedTokens / 2),
    savedCost,
    savedCostPerThousandSessions: savedCost === null ? null : savedCost * 1000,
    breakAtToken: 5000,
    breaksCacheForEveryRequest: false,
    changesCompression: false,
    ...extra,
  };
}

const labels = () =>
  screen.getAllByTestId('what-if-row').map((r) => r.querySelector('th')?.textContent);

describe('WhatIfTable', () => {
  it('puts the largest money saving first, per session and per 1,000 sessions', () => {
    render(
      <WhatIfTable
        rows={[row('Git', 900, 0.0009), row('Memory', 40_000, 0.0412), row('Skills', 3_000, 0.003)]}
        minCacheableTokens={1024}
      />,
    );
    expect(labels()).toEqual(['Memory', 'Skills', 'Git']);
    const memory = screen.getAllByTestId('what-if-row')[0]!;
    expect(within(memory).getByTestId('saved-tokens').textContent).toBe('40,000');
    expect(within(memory).getByTestId('saved-cost').textContent).toBe('$0.04');
    expect(within(memory).getByTestId('saved-cost-thousand').textContent).toBe('$41.20');
    expect(within(memory).getByText('40,000,000')).toBeTruthy();
  });

  it('without a price sorts by tokens and shows a dash for money', () => {
    render(
      <WhatIfTable
        rows={[row('Git', 900, null), row('Memory', 40_000, null)]}
        minCacheableTokens={null}
      />,
    );
    expect(labels()).toEqual(['Memory', 'Git']);
    expect(screen.getAllByTestId('saved-cost').map((c) => c.textContent)).toEqual(['—', '—']);
  });

  it('a piece whose removal costs more shows a negative saving', () => {
    render(<WhatIfTable rows={[row('Shell', -1200, -0.0021)]} minCacheableTokens={1024} />);
    expect(screen.getByTestId('saved-tokens').textContent).toBe('−1,200');
    expect(screen.getByTestId('saved-cost').textContent).toBe('−$0.0021');
  });

  it('badges the rows that break the cache or move a compression, and only those', () => {
    render(
      <WhatIfTable
        rows={[
          row('Preamble', 500, 0.01, { breakAtToken: 0, breaksCacheForEveryRequest: true }),
          row('Memory', 300, 0.005, { changesCompression: true }),
          row('Git', 100, 0.001),
        ]}
        minCacheableTokens={1024}
      />,
    );
    const [preamble, memory, git] = screen.getAllByTestId('what-if-row');
    const cache = within(preamble!).getByText('breaks the cache for every request');
    expect(cache.getAttribute('title')).toContain('token 0, before the 1,024 tokens');
    expect(within(preamble!).queryByText('changes when compression fires')).toBeNull();
    expect(within(memory!).getByText('changes when compression fires')).toBeTruthy();
    expect(within(memory!).queryByText('breaks the cache for every request')).toBeNull();
    expect(git!.textContent).not.toMatch(/breaks the cache|changes when compression/);
  });

  it('says so when nothing can be turned off', () => {
    render(<WhatIfTable rows={[]} minCacheableTokens={1024} />);
    expect(screen.getByText('Nothing in this configuration can be turned off.')).toBeTruthy();
  });
});
