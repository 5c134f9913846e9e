/**
 * The simulator tells the user when its worker was replaced, and when it could not be started
 * again offers a retry (through the real client, over a worker that never starts).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanSettings } from '../../../workers/compression/protocol';

let starts = 0;
/** A worker whose script cannot be loaded: it reports an error without a message. */
class UnstartableWorker {
  private onError: ((event: object) => void) | null = null;
  constructor() {
    starts += 1;
    setTimeout(() => this.onError?.({}), 0);
  }
  addEventListener(type: string, fn: (event: object) => void) {
    if (type === 'error') this.onError = fn;
  }
  postMessage() {}
  terminate() {}
}
vi.stubGlobal('Worker', UnstartableWorker);

const { planInWorker } = await import('../../../workers/compression/client');
const { WorkerHealthNotice } = await import('./WorkerHealthNotice');

afterEach(cleanup);

describe('WorkerHealthNotice', () => {
  it('says the worker could not be restarted and starts it again when asked', async () => {
    const { container } = render(<WorkerHealthNotice />);
    expect(container.innerHTML).toBe('');
    await act(async () => {
      await planInWorker({ kind: 'synthetic', turns: 3, seed: 1 }, {} as PlanSettings).catch(
        () => undefined,
      );
    });
    const notice = screen.getByTestId('compression-worker-notice');
    // What really happened: it never started, and the restarts did not help.
    expect(notice.textContent).toMatch(
      /^The compression worker failed to start and could not be restarted \(\d tries\)\./,
    );
    expect(notice.textContent).not.toMatch(/so it was restarted/);
    const before = starts;
    fireEvent.click(screen.getByRole('button', { name: 'Start the worker again' }));
    expect(screen.queryByTestId('compression-worker-notice')).toBeNull();
    // The next plan starts a new worker.
    await act(async () => {
      await planInWorker({ kind: 'synthetic', turns: 3, seed: 1 }, {} as PlanSettings).catch(
        () => undefined,
      );
    });
    expect(starts).toBeGreaterThan(before);
  });
});
