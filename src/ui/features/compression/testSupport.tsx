/**
 * Test helpers for the compression simulator's component tests: the shipped sample histories
 * served from `public/` as the page fetches them, and the view in its providers. The plan and
 * the run come from the real worker, run in-process (`src/ui/testing/inProcessWorker.ts`).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { createDefaultPlaygroundState } from '../../../core';
import { runWorkerInProcess } from '../../testing/inProcessWorker';
import { useConfigStore } from '../../store/configStore';
import bugfix from '../../../../public/samples/histories/bugfix.json?raw';
import index from '../../../../public/samples/histories/index.json?raw';
import refactor from '../../../../public/samples/histories/refactor.json?raw';
import resumed from '../../../../public/samples/histories/resumed.json?raw';
import CompressionView from './CompressionView';

const FILES: Record<string, string> = {
  'index.json': index,
  'bugfix.json': bugfix,
  'refactor.json': refactor,
  'resumed.json': resumed,
};

/** `fetch` for the shipped samples (jsdom cannot fetch the page's own files). */
function serveSampleHistories(): void {
  vi.stubGlobal('fetch', async (url: string) => {
    const text = FILES[String(url).split('/').pop() ?? ''];
    return text === undefined
      ? { ok: false, status: 404, text: async () => '' }
      : { ok: true, status: 200, text: async () => text };
  });
}

/** jsdom does no layout: the timeline's size observer observes nothing. */
function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** What the simulator needs in jsdom: its worker in-process, the samples, a size observer. */
export function prepareSimulatorTests(): void {
  runWorkerInProcess('compression');
  serveSampleHistories();
  stubResizeObserver();
}

/** A fresh default configuration (the first sample picked) with no undo history. */
export function resetConfig(): void {
  useConfigStore.setState({
    config: createDefaultPlaygroundState(),
    past: [],
    future: [],
    lastChange: null,
  });
}

/** The simulator as the app shows it, with a query client of its own. */
export function renderSimulator() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CompressionView />
    </QueryClientProvider>,
  );
}

/** The plan's split in words, e.g. `message 7 of 20: 7 summarised, 13 kept`. */
export const splitText = () => screen.getByTestId('split-index').textContent ?? '';

/** The split's numbers: index, curated messages, summarised, kept. */
export function splitNumbers(): { index: number; total: number; summarised: number; kept: number } {
  const match = /message (\d+) of (\d+): (\d+) summarised, (\d+) kept/.exec(splitText());
  if (!match) throw new Error(`No split shown: ${splitText()}`);
  const [index, total, summarised, kept] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { index, total, summarised, kept };
}
