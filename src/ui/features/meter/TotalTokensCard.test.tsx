/**
 * The total the static shell shows first on the next visit is noted only for the configuration
 * the figures were counted for: while a change waits for its count, the meter still shows the
 * previous text's figures, which must not be filed under the new configuration.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectPromptSegments } from '../../prompt/usePromptSegments';
import { selectRenderedPrompt } from '../../prompt/useRenderedPrompt';
import { useConfigStore } from '../../store/configStore';
import { TotalTokensCard } from './TotalTokensCard';
import type { TokenMeterState } from './useTokenMeter';

const noted = vi.hoisted(() => ({ figures: [] as { config: object; total: number }[] }));
vi.mock('../../store/firstFigure', () => ({
  noteShownFigure: (config: object, figure: { total: number }) =>
    noted.figures.push({ config, total: figure.total }),
}));

function meterFor(text: string, total: number): TokenMeterState {
  const { encoding } = useConfigStore.getState().config.tokens;
  return {
    model: { total, chars: text.length, rows: [] } as unknown as TokenMeterState['model'],
    countedEncoding: encoding,
    stale: false,
    loadingEncoding: false,
    error: null,
    retry: () => undefined,
    heuristic: 0,
    text,
  };
}

const liveText = () =>
  selectPromptSegments(selectRenderedPrompt(useConfigStore.getState().config)).text;

afterEach(() => {
  cleanup();
  noted.figures = [];
});

describe('TotalTokensCard', () => {
  it('notes a settled total for the configuration it was counted for, not for a newer one', () => {
    const client = new QueryClient();
    const card = (meter: TokenMeterState) => (
      <QueryClientProvider client={client}>
        <TotalTokensCard meter={meter} />
      </QueryClientProvider>
    );
    const counted = meterFor(liveText(), 1234);
    const { rerender } = render(card(counted));
    expect(noted.figures).toEqual([{ config: useConfigStore.getState().config, total: 1234 }]);

    // A keystroke: the configuration changes, the figures are still the previous text's.
    useConfigStore.getState().patch('gemini', { userMemory: 'Prefer small modules.' });
    rerender(card(counted));
    expect(noted.figures).toHaveLength(1);

    // Its count arrives: noted for the new configuration.
    rerender(card(meterFor(liveText(), 1240)));
    expect(noted.figures).toHaveLength(2);
    expect(noted.figures[1]).toEqual({ config: useConfigStore.getState().config, total: 1240 });
  });
});
