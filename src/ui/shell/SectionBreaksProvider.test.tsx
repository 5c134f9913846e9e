/**
 * The section toggles' break points: nothing is worked out or counted for them in the app's
 * first frame; once live, they come from the meter's counts. The count worker is replaced by
 * counts in this thread.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSectionBreak } from '../components/sectionBreaks';
import { SectionBreaksProvider } from './SectionBreaksProvider';

const counted = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../workers/tokenCount/client', async (original) => {
  const { countInThisThread } = await import('../testing/components');
  return {
    ...(await original<object>()),
    countInWorker: (encoding: string, pieces: string[][]) => {
      counted.calls += 1;
      return countInThisThread(encoding, pieces);
    },
  };
});

function Break() {
  const point = useSectionBreak('COREMANDATES');
  return <p data-testid="break">{point ? `token ${point.token}` : 'none'}</p>;
}

function renderProvider(live: boolean, client = new QueryClient()) {
  const ui = (isLive: boolean) => (
    <QueryClientProvider client={client}>
      <SectionBreaksProvider live={isLive}>
        <Break />
      </SectionBreaksProvider>
    </QueryClientProvider>
  );
  const result = render(ui(live));
  return { goLive: () => result.rerender(ui(true)) };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SectionBreaksProvider', () => {
  it('gives no point and counts nothing until it is live, then the point from the counts', async () => {
    counted.calls = 0;
    const { goLive } = renderProvider(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('break').textContent).toBe('none');
    expect(counted.calls).toBe(0);

    goLive();
    await waitFor(() => expect(screen.getByTestId('break').textContent).toMatch(/^token \d+$/));
  });
});
