/**
 * When the session view asks the worker: a change after the input stood still (a toggle, a
 * switch) at once; a run of quick changes (typing) once it pauses; progress reaches the view
 * and the newest figures replace the last.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  SessionProgress,
  SimulationInput,
  SimulationOutcome,
} from '../../../workers/session/client';
import { SIMULATE_AFTER_MS, useSessionSimulation } from './useSessionSimulation';

const sent: SimulationInput[] = [];
const progressOf: ((p: SessionProgress) => void)[] = [];

vi.mock('../../../workers/session/client', () => ({
  simulateInWorker: (input: SimulationInput, onProgress: (p: SessionProgress) => void) => {
    sent.push(input);
    progressOf.push(onProgress);
    return new Promise<SimulationOutcome>(() => undefined);
  },
}));

/** A distinct input per call (only its identity matters to the hook). */
const inputNamed = (seed: number) =>
  ({ source: { kind: 'generated', turns: 5, seed, toolOutputChars: 10 } }) as SimulationInput;

beforeEach(() => {
  vi.useFakeTimers();
  sent.length = 0;
  progressOf.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSessionSimulation', () => {
  it('simulates the first input at once', async () => {
    const first = inputNamed(1);
    renderHook(({ input }) => useSessionSimulation(input), { initialProps: { input: first } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent).toEqual([first]);
  });

  it('simulates a single change after the input stood still without waiting', async () => {
    const view = renderHook(({ input }) => useSessionSimulation(input), {
      initialProps: { input: inputNamed(1) },
    });
    await act(() => vi.advanceTimersByTimeAsync(SIMULATE_AFTER_MS + 500));
    const toggled = inputNamed(2);
    view.rerender({ input: toggled });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent.at(-1)).toBe(toggled);
    expect(sent).toHaveLength(2);
  });

  it('waits for quick changes (typing) to pause, then simulates the last one only', async () => {
    const first = inputNamed(1);
    const view = renderHook(({ input }) => useSessionSimulation(input), {
      initialProps: { input: first },
    });
    await act(() => vi.advanceTimersByTimeAsync(SIMULATE_AFTER_MS + 500));
    // The first keystroke after a pause goes at once; the ones following it closely wait.
    const typed = [2, 3, 4, 5].map(inputNamed);
    for (const input of typed) {
      view.rerender({ input });
      await act(() => vi.advanceTimersByTimeAsync(SIMULATE_AFTER_MS / 3));
    }
    expect(sent).toEqual([first, typed[0]]);
    expect(sent[1]).toBe(typed[0]);
    await act(() => vi.advanceTimersByTimeAsync(SIMULATE_AFTER_MS));
    expect(sent).toHaveLength(3);
    expect(sent.at(-1)).toBe(typed[3]);
  });

  it('reports the worker’s progress while a simulation runs', async () => {
    const input = inputNamed(1);
    const view = renderHook(() => useSessionSimulation(input));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(view.result.current.running).toBe(true);
    act(() => progressOf[0]!({ step: 'counting', done: 3, total: 9 }));
    expect(view.result.current.progress).toEqual({ step: 'counting', done: 3, total: 9 });
  });
});
