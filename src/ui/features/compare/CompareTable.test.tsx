import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComparedSection } from '../../../core';
import { CompareTable } from './CompareTable';

afterEach(cleanup);

const rows: ComparedSection[] = [
  {
    key: 'PRIMARYWORKFLOWS',
    presence: 'only-a',
    tokensA: 900,
    tokensB: 0,
    delta: -900,
    changed: true,
  },
  {
    key: 'PLANNINGWORKFLOW',
    presence: 'only-b',
    tokensA: 0,
    tokensB: 1200,
    delta: 1200,
    changed: true,
  },
  { key: 'PREAMBLE', presence: 'both', tokensA: 40, tokensB: 40, delta: 0, changed: false },
];

function renderTable() {
  render(
    <CompareTable
      rows={rows}
      totalA={940}
      totalB={1240}
      nameA="Snapshot"
      nameB="Current work"
      encoding="o200k_base"
      stale={false}
    />,
  );
  return screen.getByRole('table', { name: /Tokens per section \(o200k_base/ });
}

describe('CompareTable', () => {
  it('shows each section with A, B and the change, marking one-side-only sections', () => {
    const table = renderTable();
    const primary = within(table).getByRole('row', { name: /Primary Workflows/ });
    expect(primary.textContent).toContain('only in A');
    expect(
      within(primary)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['900', '—', '−900']);
    const planning = within(table).getByRole('row', { name: /Planning Workflow/ });
    expect(
      within(planning)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', '1,200', '+1,200']);
    const same = within(table).getByRole('row', { name: /Preamble/ });
    expect(
      within(same)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['40', '40', 'same']);
  });

  it('keeps the given order (largest change first) and shows both totals', () => {
    const table = renderTable();
    const titles = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(titles).toEqual([
      'Primary Workflowsonly in A',
      'Planning Workflowonly in B',
      'Preamble',
      'Total',
    ]);
    expect(screen.getByTestId('compare-total-a').textContent).toBe('940');
    expect(screen.getByTestId('compare-total-b').textContent).toBe('1,240');
    expect(within(table).getByRole('row', { name: /Total/ }).textContent).toContain('+300');
  });
});
