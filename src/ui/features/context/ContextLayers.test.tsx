/**
 * The context feature's main interaction: the layer table lists every layer of the turn's
 * request with its parts, and connecting the IDE companion adds its layer to the request.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { IdePanel } from './IdePanel';
import { LayerTable } from './LayerTable';
import { TurnModelContext } from './TurnModelContext';
import { useTurnModel } from './useTurnModel';

/** The view's composition, without the token-count worker: estimates as the core gives them. */
function Turn() {
  const model = useTurnModel();
  return (
    <TurnModelContext.Provider value={model}>
      <IdePanel />
      <LayerTable layers={model.result?.layers ?? []} />
    </TurnModelContext.Provider>
  );
}

function renderTurn() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Turn />
    </QueryClientProvider>,
  );
}

const summaries = () =>
  within(screen.getByTestId('layer-table'))
    .getAllByText((_, el) => el?.tagName === 'SUMMARY')
    .map((el) => el.textContent ?? '');

beforeEach(() => {
  const config = createDefaultPlaygroundState();
  config.context.ideEnabled = false;
  config.context.ide = { ...config.context.ide, activeFile: '/home/dev/app/src/main.ts' };
  useConfigStore.setState({ config, past: [], future: [] });
});
afterEach(cleanup);

describe('context layers', () => {
  it('lists each layer of the request with its tokens and parts', () => {
    renderTurn();
    const lines = summaries();
    expect(lines.some((line) => line.startsWith('This turn'))).toBe(true);
    expect(lines.every((line) => /\d+ parts?$/.test(line))).toBe(true);
    expect(lines.some((line) => line.startsWith('IDE context'))).toBe(false);
  }, 30_000);

  it('connecting the IDE adds the IDE layer to the request; disconnecting removes it', () => {
    renderTurn();
    const before = summaries().length;
    fireEvent.click(screen.getByRole('checkbox', { name: 'An IDE companion is connected' }));
    expect(useConfigStore.getState().config.context.ideEnabled).toBe(true);
    const ide = summaries().find((line) => line.startsWith('IDE context'));
    expect(ide).toMatch(/1 part$/);
    expect(summaries()).toHaveLength(before + 1);
    fireEvent.click(screen.getByRole('checkbox', { name: 'An IDE companion is connected' }));
    expect(summaries().some((line) => line.startsWith('IDE context'))).toBe(false);
  });
});
