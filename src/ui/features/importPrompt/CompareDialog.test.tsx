/**
 * The comparison of an imported prompt with the modeled one: every part of either side is a
 * row, with characters and tokens on the side that has it and a dash on the side that lacks
 * it. The rows come from core's `compareImportedWithModeled`; the counts from the real token
 * worker, run in-process (`src/ui/testing/inProcessWorker.ts`).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compareImportedWithModeled, renderSystemPrompt, toPromptInput } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { runWorkerInProcess } from '../../testing/inProcessWorker';
import { CompareDialog } from './CompareDialog';
import { polyfillDialog } from './testSupport';

const TEXT =
  'You are a coding agent.\n\n# Core Mandates\nFollow the project conventions.\n\n' +
  '# Team Rules\nReview every change.';

const fmt = (n: number) => n.toLocaleString('en-US');

function expectedRows() {
  const modeled = renderSystemPrompt(toPromptInput(useConfigStore.getState().config)).text;
  return compareImportedWithModeled(TEXT, modeled);
}

/** The cells of a table row: the part's name (with its tag) and the five figures. */
function cells(row: HTMLElement): string[] {
  return [row.querySelector('th'), ...row.querySelectorAll('td')].map((c) => c?.textContent ?? '');
}

// Lazy chunks, workers and renders take longer on a busy machine: waits are not assertions.
configure({ asyncUtilTimeout: 10_000 });
beforeAll(() => {
  polyfillDialog();
  // The token worker counts in-process with the o200k vocabulary (Gemma's is built by Vite).
  runWorkerInProcess('token-count');
});
beforeEach(() => {
  useConfigStore.getState().patch('tokens', { encoding: 'o200k_base' });
});
afterEach(cleanup);

describe('CompareDialog', () => {
  it('lists each part of both prompts with its size on the side that has it', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CompareDialog importedText={TEXT} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Imported vs modeled prompt' });
    await waitFor(() => expect(dialog.textContent).not.toContain('Counting tokens…'), {
      timeout: 20_000,
    });
    const expected = expectedRows();
    const rows = within(dialog).getAllByTestId('compare-row');
    expect(rows).toHaveLength(expected.length);
    expect(expected.some((row) => row.modeled === null)).toBe(true);
    expect(expected.some((row) => row.imported === null)).toBe(true);
    let importedTokens = 0;
    expected.forEach((part, i) => {
      const [name, inChars, inTokens = '', outChars, outTokens, difference] = cells(rows[i]!);
      const tag = !part.modeled ? 'only imported' : !part.imported ? 'only modeled' : '';
      expect(name).toBe(`${part.title}${tag}`);
      expect(inChars).toBe(part.imported ? fmt(part.imported.text.length) : '—');
      expect(outChars).toBe(part.modeled ? fmt(part.modeled.text.length) : '—');
      expect(inTokens === '—').toBe(part.imported === null);
      expect(outTokens === '—').toBe(part.modeled === null);
      if (part.imported) expect(Number(inTokens.replace(/,/g, ''))).toBeGreaterThan(0);
      importedTokens += Number(inTokens.replace(/\D/g, '') || 0);
      const diff = (part.imported?.text.length ?? 0) - (part.modeled?.text.length ?? 0);
      expect(difference).toBe(fmt(diff));
    });
    const totals = cells(dialog.querySelector('tfoot tr') as HTMLElement);
    expect(totals[0]).toBe('Total');
    expect(totals[1]).toBe(fmt(TEXT.length));
    expect(totals[2]).toBe(fmt(importedTokens));
  });
});
