/**
 * The page's session worker input (`useSessionInput`) and core's `sessionRunInputs` (what
 * `npm run session` simulates with) agree for the same configuration: opening texts,
 * settings from the session slice, price with the edits, the current CLI's compression and
 * the temp dir. With src/cli/session.test.ts (the command equals the worker's runner for the
 * same inputs) this makes the headless command equal the page.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createDefaultPlaygroundState,
  sessionRunInputs,
  type PlaygroundState,
} from '../../../core';
import { PromptSlicesProvider } from '../../prompt/PromptSlices';
import { useRenderedPrompt } from '../../prompt/useRenderedPrompt';
import { useConfigStore } from '../../store/configStore';
import { useSessionInput } from './useSessionInput';

function withState(state: PlaygroundState) {
  useConfigStore.setState({ config: state, past: [], future: [], lastChange: null });
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <PromptSlicesProvider>{children}</PromptSlicesProvider>
    </QueryClientProvider>
  );
  return renderHook(() => ({ input: useSessionInput().input, text: useRenderedPrompt().text }), {
    wrapper,
  });
}

afterEach(cleanup);

describe('the page and the command read a configuration alike', () => {
  it.each([
    ['the defaults', (state: PlaygroundState) => state],
    [
      'fixed output, a warm cache, an edited price and another temp dir',
      (state: PlaygroundState): PlaygroundState => ({
        ...state,
        environment: { ...state.environment, tempDir: '/tmp/elsewhere' },
        session: {
          ...state.session,
          outputEstimate: 'fixed',
          fixedOutputTokens: 321,
          warmCache: true,
          priceOverrides: {
            'gemini-3-pro-preview': {
              input: 3,
              cachedInput: null,
              output: null,
              minCacheableTokens: 2048,
            },
          },
        },
      }),
    ],
    [
      '2026-02 on gemini-2.5-flash',
      (state: PlaygroundState): PlaygroundState => ({
        ...state,
        gemini: { ...state.gemini, cliVersion: '2026-02', model: 'gemini-2.5-flash' },
      }),
    ],
  ])('%s', async (_, change) => {
    const base = createDefaultPlaygroundState();
    const state = change({ ...base, session: { ...base.session, source: 'generated' } });
    const { result } = withState(state);
    await waitFor(() => expect(result.current.input).not.toBeNull());
    const { input, text } = result.current;
    const { source: _source, counting: _counting, ...page } = input!;
    expect(page).toEqual(sessionRunInputs(state, text));
  });
});
