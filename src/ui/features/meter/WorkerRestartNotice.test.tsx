import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkerRestart } from '../../../workers/tokenCount/client';

let restart: WorkerRestart | null = null;
const listeners = new Set<() => void>();
vi.mock('../../../workers/tokenCount/client', () => ({
  getLastWorkerRestart: () => restart,
  subscribeWorkerRestart: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));

const { WorkerRestartNotice, RESTART_NOTICE_MS } = await import('./WorkerRestartNotice');

function announce(next: WorkerRestart) {
  act(() => {
    restart = next;
    listeners.forEach((listener) => listener());
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  restart = null;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('WorkerRestartNotice', () => {
  it('shows nothing while the counter never restarted', () => {
    const { container } = render(<WorkerRestartNotice />);
    expect(container.innerHTML).toBe('');
  });

  it('says why the counter restarted and which counts failed, then goes away', () => {
    render(<WorkerRestartNotice />);
    announce({
      message: 'The token counter crashed (boom), so it was restarted.',
      at: Date.now(),
      failedCounts: 3,
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'The token counter crashed (boom), so it was restarted. 3 counts in progress failed; counting again.',
    );
    act(() => void vi.advanceTimersByTime(RESTART_NOTICE_MS + 10));
    expect(screen.queryByRole('alert')).toBeNull();
    // A later restart is shown again.
    announce({ message: 'Restarted again.', at: Date.now(), failedCounts: 1 });
    expect(screen.getByRole('alert').textContent).toContain(
      'Restarted again. One count in progress failed',
    );
  });
});
