/** "Load sample" asks before replacing files only when the user really edited them. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultPlaygroundState, type PlaygroundState } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { applySample } from './sampleApply';
import { parseSampleWorkspace } from './samples';
import { SamplePicker } from './SamplePicker';

const shipped = (name: string): unknown =>
  JSON.parse(readFileSync(`public/samples/workspaces/${name}`, 'utf8'));

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const name = url.split('/').pop() ?? '';
      return new Response(JSON.stringify(shipped(name)), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const config = () => useConfigStore.getState().config;

/** Renders the picker on `state` with a fresh cache (as after a reload) and loads ledger-etl. */
async function loadLedger(state: PlaygroundState) {
  useConfigStore.setState({ config: state, past: [], future: [] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SamplePicker />
    </QueryClientProvider>,
  );
  const select = await screen.findByLabelText('Sample workspace');
  fireEvent.change(select, { target: { value: 'ledger-etl' } });
  fireEvent.click(screen.getByRole('button', { name: 'Load sample' }));
}

describe('SamplePicker', () => {
  it('loads at once over a new configuration’s files, never edited', async () => {
    await loadLedger(createDefaultPlaygroundState());
    await waitFor(() => expect(config().workspace.sampleId).toBe('ledger-etl'));
    expect(screen.queryByText(/Replace your edited workspace files/)).toBeNull();
  });

  it('loads at once over a sample loaded before the page was reloaded, never edited', async () => {
    const acme = parseSampleWorkspace('acme-api', shipped('acme-api.json'));
    await loadLedger(applySample(createDefaultPlaygroundState(), acme));
    await waitFor(() => expect(config().workspace.sampleId).toBe('ledger-etl'));
    expect(screen.queryByText(/Replace your edited workspace files/)).toBeNull();
  });

  it('asks first when a file was edited, and keeps the files until the user agrees', async () => {
    const state = createDefaultPlaygroundState();
    const [path] = Object.keys(state.workspace.files);
    state.workspace.files[path ?? '/x'] = 'edited by me';
    await loadLedger(state);
    expect(await screen.findByText(/Replace your edited workspace files/)).toBeTruthy();
    expect(config().workspace.files[path ?? '/x']).toBe('edited by me');
  });
});
