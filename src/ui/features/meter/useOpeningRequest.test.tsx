import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Core from '../../../core';
import { countInThisThread } from '../../testing/components';
import { useConfigStore } from '../../store/configStore';
import { useOpeningRequest } from './useOpeningRequest';

const counted = vi.fn(countInThisThread);
vi.mock('../../../workers/tokenCount/client', async (original) => ({
  ...(await original<object>()),
  countInWorker: (encoding: string, pieces: string[][]) => counted(encoding, pieces),
}));

const built = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../../core', async (original) => {
  const core = await original<typeof Core>();
  return {
    ...core,
    openingRequestPartsOf: (...args: Parameters<typeof core.openingRequestPartsOf>) => {
      built.calls += 1;
      return core.openingRequestPartsOf(...args);
    },
  };
});

const tools = vi.hoisted(() => ({ pending: false }));
vi.mock('../../prompt/promptTexts', async (original) => ({
  ...(await original<object>()),
  releaseToolsPending: () => tools.pending,
}));

afterEach(() => {
  cleanup();
  tools.pending = false;
});

function renderOpening(systemText: string) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ text }) => useOpeningRequest(text, 100), {
    wrapper,
    initialProps: { text: systemText },
  });
}

describe('useOpeningRequest', () => {
  it("shows no total while the release's own tool declarations are on their way", async () => {
    tools.pending = true;
    const { result, rerender } = renderOpening('You are a CLI agent.');
    // Everything else is counted meanwhile; only the declarations' arrival is awaited.
    await waitFor(() => expect(counted).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBeNull();
    tools.pending = false;
    rerender({ text: 'You are a CLI agent.' });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current!.parts.map((part) => part.key)).toEqual([
      'system',
      'tools',
      'environment',
    ]);
  });

  it('adds the tool declarations and the environment message to the system instruction', async () => {
    const { result } = renderOpening('You are a CLI agent.');
    await waitFor(() => expect(result.current).not.toBeNull());
    const opening = result.current!;
    expect(opening.parts.map((part) => part.key)).toEqual(['system', 'tools', 'environment']);
    expect(opening.parts[0]).toMatchObject({ text: 'You are a CLI agent.', tokens: 100 });
    expect(opening.parts[1]!.tokens).toBeGreaterThan(1000);
    expect(opening.total).toBe(opening.parts.reduce((sum, part) => sum + part.tokens, 0));
  });

  it('does not build or count the other parts again while the memory is typed', async () => {
    const { result, rerender } = renderOpening('Prompt');
    await waitFor(() => expect(result.current).not.toBeNull());
    const tools = result.current!.parts[1];
    const calls = counted.mock.calls.length;
    const builds = built.calls;
    const { patch } = useConfigStore.getState();
    for (const memory of ['# Notes', '# Notes\n\nUse pnpm.', '# Notes\n\nUse pnpm.\n']) {
      act(() => patch('gemini', { userMemory: memory }));
      rerender({ text: `Prompt\n\n${memory}` });
    }
    expect(result.current!.parts[0]!.text).toBe('Prompt\n\n# Notes\n\nUse pnpm.\n');
    expect(result.current!.parts[1]).toEqual(tools);
    expect(built.calls).toBe(builds);
    expect(counted.mock.calls.length).toBe(calls);
    // A setting the declarations read does count them again.
    act(() => patch('gemini', { tools: useConfigStore.getState().config.gemini.tools.slice(1) }));
    await waitFor(() => expect(result.current!.parts[1]!.text).not.toBe(tools!.text));
    expect(counted.mock.calls.length).toBeGreaterThan(calls);
    expect(built.calls).toBeGreaterThan(builds);
  });
});
