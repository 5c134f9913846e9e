import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultPlaygroundState } from '../../../core';
import { useGeminiSettings } from '../../geminiApi/geminiSettings';
import { useConfigStore } from '../../store/configStore';
import { ExactCountCard } from './ExactCountCard';

const fetched = vi.fn(
  async (_input: RequestInfo | URL) =>
    new Response(JSON.stringify({ totalTokens: 4 }), {
      headers: { 'content-type': 'application/json' },
    }),
);

function renderCard() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ExactCountCard text="You are a coding agent." hash="h1" estimate={5} />
    </QueryClientProvider>,
  );
}

function useModel(model: string) {
  const state = createDefaultPlaygroundState('2026-02');
  state.gemini.model = model;
  useConfigStore.setState({ config: state, past: [], future: [] });
}

beforeEach(() => {
  fetched.mockClear();
  vi.stubGlobal('fetch', fetched);
  useGeminiSettings.getState().setGeminiSettings({ apiKey: `AIza${'T'.repeat(35)}` });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Count exactly with a model id from a link', () => {
  it('refuses an id that would pick another method, sends nothing, and says why', async () => {
    useModel('gemini-2.5-pro:generateContent#');
    renderCard();
    const button = screen.getByRole('button', { name: 'Count exactly' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    // The card's status says it too, in place of "Sends the prompt to the Gemini API".
    expect(screen.getByText(/it holds ":".*Nothing is sent for it\./)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).not.toHaveBeenCalled();
  }, 30_000);

  it('counts a valid id with countTokens', async () => {
    useModel('gemini-2.5-flash');
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Count exactly' }));
    await waitFor(() => expect(screen.getByLabelText('Exact tokens').textContent).toBe('4'));
    expect(fetched).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetched.mock.calls[0]?.[0]));
    expect(url.pathname).toMatch(/\/models\/gemini-2\.5-flash:countTokens$/);
  });
});

describe('Count exactly counts with the model in force', () => {
  function useRelease(
    edit: (gemini: ReturnType<typeof createDefaultPlaygroundState>['gemini']) => void,
  ) {
    const state = createDefaultPlaygroundState('0.61.0');
    edit(state.gemini);
    useConfigStore.setState({ config: state, past: [], future: [] });
  }
  const countedModel = async () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Count exactly' }));
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    return new URL(String(fetched.mock.calls[0]?.[0])).pathname;
  };

  it('sends the default auto to gemini-3-pro-preview on the current CLI, as its prompt is', async () => {
    useRelease((gemini) => {
      gemini.model = 'auto';
      gemini.previewFeatures = false;
    });
    expect(await countedModel()).toMatch(/\/models\/gemini-3-pro-preview:countTokens$/);
  }, 30_000);

  it('follows the Gemini 3.1 launch switch', async () => {
    useRelease((gemini) => {
      gemini.model = 'auto';
      gemini.gemini31Launched = true;
    });
    expect(await countedModel()).toMatch(/\/models\/gemini-3\.1-pro-preview:countTokens$/);
  }, 30_000);
});
