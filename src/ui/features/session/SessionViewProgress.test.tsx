/**
 * While the next simulation runs, its progress messages re-render the progress note only: the
 * figures on screen (totals, plots, panels, the 100-row request table) render again once, when
 * the new result arrives.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDefaultPlaygroundState, sessionPlotShapes } from '../../../core';
import type {
  SessionProgress,
  SimulationInput,
  SimulationOutcome,
} from '../../../workers/session/client';
import { PromptSlicesProvider } from '../../prompt/PromptSlices';
import { useConfigStore } from '../../store/configStore';
import { simulatedSession } from './sessionTestSupport';
import type * as RequestTableModule from './RequestTable';
import SessionView from './SessionView';

interface Pending {
  input: SimulationInput;
  onProgress: (progress: SessionProgress) => void;
  answer: (outcome: SimulationOutcome) => void;
}
const pending: Pending[] = [];
const tableRenders = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../../workers/session/client', async (original) => ({
  ...(await original<object>()),
  prewarmSessionWorker: () => {},
  simulateInWorker: (input: SimulationInput, onProgress: (p: SessionProgress) => void) =>
    new Promise<SimulationOutcome>((answer) => pending.push({ input, onProgress, answer })),
  whatIfInWorker: () => new Promise(() => undefined),
  compareInWorker: () => new Promise(() => undefined),
}));

vi.mock('./RequestTable', async (original) => {
  const actual = await original<typeof RequestTableModule>();
  return {
    ...actual,
    RequestTable: (props: Parameters<typeof actual.RequestTable>[0]) => {
      tableRenders.count += 1;
      return actual.RequestTable(props);
    },
  };
});

const outcome = (turns: number): SimulationOutcome => {
  const result = simulatedSession(turns);
  const conversation = { contents: [], label: `generated: ${turns} turns` };
  const plots = sessionPlotShapes(result);
  return {
    kind: 'simulated',
    result,
    label: conversation.label,
    messages: turns,
    conversation,
    plots,
  };
};

afterEach(cleanup);

describe('the session view while a simulation runs', () => {
  it('re-renders the progress note, not the figures, on each progress message', async () => {
    const config = createDefaultPlaygroundState();
    config.session.source = 'generated';
    config.session.generated = { turns: 6, seed: 2, toolOutputChars: 500 };
    useConfigStore.setState({ config, past: [], future: [], lastChange: null });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PromptSlicesProvider>
          <SessionView />
        </PromptSlicesProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(pending).toHaveLength(1), { timeout: 5_000 });
    act(() => pending[0]!.answer(outcome(6)));
    await screen.findByTestId('session-totals');
    // The table follows the totals in a render of its own.
    await waitFor(() => expect(tableRenders.count).toBeGreaterThan(0));
    const shown = tableRenders.count;

    const model = pending[0]!.input.settings.model;
    fireEvent.change(screen.getByRole('textbox', { name: `${model} output price` }), {
      target: { value: '500' },
    });
    await waitFor(() => expect(pending.length).toBeGreaterThan(1), { timeout: 5_000 });
    const running = pending.at(-1)!;
    for (let done = 0; done < 20; done++) {
      act(() => running.onProgress({ step: 'simulating', done, total: 20 }));
    }
    expect(screen.getByTestId('session-progress').textContent).toMatch(/19 of 20/);
    expect(tableRenders.count).toBe(shown);

    act(() => running.answer(outcome(8)));
    await waitFor(() => expect(screen.queryByTestId('session-progress')).toBeNull());
    await waitFor(() => expect(tableRenders.count).toBe(shown + 1));
    expect(tableRenders.count).toBe(shown + 1);
  });
});
