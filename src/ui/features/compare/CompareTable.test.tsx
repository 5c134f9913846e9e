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
    charsA: 3600,
    charsB: 0,
    changed: true,
  },
  {
    key: 'PLANNINGWORKFLOW',
    presence: 'only-b',
    tokensA: 0,
    tokensB: 1200,
    delta: 1200,
    charsA: 0,
    charsB: 4800,
    changed: true,
  },
  {
    key: 'PREAMBLE',
    presence: 'both',
    tokensA: 40,
    tokensB: 40,
    delta: 0,
    charsA: 160,
    charsB: 161,
    changed: true,
  },
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
  return screen.getByRole('table', {
    name: /Tokens \(o200k_base, the meter's encoding\) and characters per section/,
  });
}

describe('CompareTable', () => {
  it('shows each section’s tokens in A, B and the change, then its characters, marking one-side-only sections', () => {
    const table = renderTable();
    const primary = within(table).getByRole('row', { name: /Primary Workflows/ });
    expect(primary.textContent).toContain('only in A');
    expect(
      within(primary)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['900', '—', '−900', '3,600', '—']);
    const planning = within(table).getByRole('row', { name: /Planning Workflow/ });
    expect(
      within(planning)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', '1,200', '+1,200', '—', '4,800']);
    const same = within(table).getByRole('row', { name: /Preamble/ });
    expect(
      within(same)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['40', '40', '±0', '160', '161']);
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
    expect(screen.getByTestId('compare-chars-a').textContent).toBe('3,760');
    expect(screen.getByTestId('compare-chars-b').textContent).toBe('4,961');
    expect(within(table).getByRole('row', { name: /Total/ }).textContent).toContain('+300');
  });
});
