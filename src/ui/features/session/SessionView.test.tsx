/**
 * The session view as the app shows it, its worker replaced by core's engine in this thread
 * (jsdom runs no workers; the worker's own tests are in src/workers/session): what it asks the
 * worker for, the figures on arrival, a price edit simulating again, a prompt change simulated
 * once with its own prompt, the empty and error states.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countContents,
  sessionPlotShapes,
  createDefaultPlaygroundState,
  generateSyntheticHistory,
  modelIdInForce,
  simulateSession,
} from '../../../core';
import type { SimulationInput, SimulationOutcome } from '../../../workers/session/client';
import { PromptSlicesProvider } from '../../prompt/PromptSlices';
import { useConfigStore } from '../../store/configStore';
import { formatDollars } from './format';
import { byChars } from './sessionTestSupport';
import SessionView from './SessionView';
import { SIMULATE_AFTER_MS } from './useSessionSimulation';

const asked: SimulationInput[] = [];
let answer: ((input: SimulationInput) => SimulationOutcome) | null = null;

/** Core's engine over the generated conversation the input names. */
function simulateHere(input: SimulationInput): SimulationOutcome {
  if (input.source.kind !== 'generated') throw new Error('a generated source was expected');
  const { turns, seed, toolOutputChars } = input.source;
  const contents = generateSyntheticHistory({ turns, seed, toolOutputChars });
  const conversation = { contents, label: `generated: ${turns} turns` };
  const result = simulateSession({
    prefix: {
      system: byChars(input.prefix.system),
      tools: byChars(input.prefix.tools),
      environment: byChars(input.prefix.environment),
    },
    conversation,
    messageTokens: countContents(contents, byChars),
    settings: input.settings,
    price: input.price,
    countText: byChars,
  });
  return {
    kind: 'simulated',
    result,
    label: conversation.label,
    messages: contents.length,
    conversation,
    plots: sessionPlotShapes(result),
  };
}

vi.mock('../../../workers/session/client', async (original) => ({
  ...(await original<object>()),
  prewarmSessionWorker: () => {},
  simulateInWorker: (input: SimulationInput) => {
    asked.push(input);
    return Promise.resolve((answer ?? simulateHere)(input));
  },
}));

/** The view over a generated session of six turns (`source` changes where it comes from). */
function renderView(source: 'generated' | 'imported' = 'generated') {
  const config = createDefaultPlaygroundState();
  config.session.source = source;
  config.session.generated = { turns: 6, seed: 2, toolOutputChars: 500 };
  useConfigStore.setState({ config, past: [], future: [], lastChange: null });
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <PromptSlicesProvider>
        <SessionView />
      </PromptSlicesProvider>
    </QueryClientProvider>,
  );
}

const costPerSession = () =>
  within(screen.getByTestId('session-totals'))
    .getByText('Cost per session')
    .closest('.ses-figure')
    ?.querySelector('.ses-figure-value')?.textContent;

beforeEach(() => {
  asked.length = 0;
  answer = null;
});
afterEach(cleanup);

describe('the session view', () => {
  it('asks the worker for the configuration’s session and shows its figures', async () => {
    renderView();
    await screen.findByTestId('session-totals', {}, { timeout: 5_000 });
    const input = asked.at(-1)!;
    const model = modelIdInForce(useConfigStore.getState().config.gemini);
    expect(input.settings.model).toBe(model);
    expect(input.prefix.system.length).toBeGreaterThan(1_000);
    expect(input.prefix.tools).toMatch(/^\[/);
    expect(input.counting).toBe('gemma3');
    // The plots follow the totals in a render of their own.
    expect(
      await screen.findByRole('img', { name: /^Cumulative cost over/ }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: /stacked bars/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Totals for generated: 6 turns' })).toBeTruthy();
  });

  it('simulates again with an edited price and shows the new cost', async () => {
    renderView();
    await screen.findByTestId('session-totals', {}, { timeout: 5_000 });
    const before = costPerSession();
    const model = asked.at(-1)!.settings.model;
    fireEvent.change(screen.getByRole('textbox', { name: `${model} output price` }), {
      target: { value: '500' },
    });
    await waitFor(() => expect(asked.at(-1)?.price?.output).toBe(500));
    await waitFor(() => expect(costPerSession()).not.toBe(before));
    const total = asked.length > 0 ? simulateHere(asked.at(-1)!) : null;
    if (total?.kind !== 'simulated') throw new Error('no result');
    expect(costPerSession()).toBe(formatDollars(total.result.totals.cost?.total ?? 0));
  });

  it('simulates a change to the prompt once, with the prompt that change renders', async () => {
    renderView();
    await screen.findByTestId('session-totals', {}, { timeout: 5_000 });
    const before = asked.length;
    const memory = 'Remember: the build runs with --strict.';
    // Outside act(), as a click is: React renders the urgent and the deferred pass apart.
    useConfigStore.getState().patch('gemini', { userMemory: memory });
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
    // Longer than a typing pause: a second simulation of the same change would have started.
    await new Promise((resolve) => setTimeout(resolve, SIMULATE_AFTER_MS * 2));
    expect(asked.length).toBe(before + 1);
    expect(asked.at(-1)!.prefix.system).toContain(memory);
  });

  it('says when nothing is imported yet, and asks the worker nothing', async () => {
    renderView('imported');
    expect((await screen.findByTestId('session-empty')).textContent).toMatch(/Nothing is imported/);
    expect(asked).toEqual([]);
  });

  it('shows why a conversation could not be read', async () => {
    answer = () => ({ kind: 'invalid', message: 'The conversation could not be read: line 2.' });
    renderView();
    const error = await screen.findByTestId('session-error', {}, { timeout: 5_000 });
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe('The conversation could not be read: line 2.');
  });
});
