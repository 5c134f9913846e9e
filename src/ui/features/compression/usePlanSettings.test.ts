import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { syntheticSampleId } from '../../history/historySamples';
import { useConfigStore } from '../../store/configStore';
import { resetConfig } from './testSupport';
import { usePlanSettings } from './usePlanSettings';

describe('usePlanSettings', () => {
  beforeEach(resetConfig);

  it('keeps the same settings when only the history or the bar scale changes', () => {
    const { result } = renderHook(() => usePlanSettings(false));
    const first = result.current;
    const { patch } = useConfigStore.getState();
    act(() => patch('compression', { sampleId: syntheticSampleId({ turns: 20, seed: 3 }) }));
    act(() => patch('compression', { customHistory: '[]' }));
    act(() => patch('compression', { scale: 'tokens' }));
    expect(result.current).toBe(first);
  });

  it('makes new settings when a plan setting changes', () => {
    const { result } = renderHook(() => usePlanSettings(false));
    const first = result.current;
    const { patch } = useConfigStore.getState();
    act(() => patch('compression', { threshold: 0.6 }));
    expect(result.current).not.toBe(first);
    expect(result.current.threshold).toBe(0.6);
    const second = result.current;
    act(() => patch('compression', { preserveFraction: 0.4, force: true }));
    expect(result.current).toMatchObject({ preserveFraction: 0.4, force: true });
    expect(result.current).not.toBe(second);
    const third = result.current;
    act(() => patch('compression', { model: 'gemini-2.5-flash', lastPromptTokenCount: 1000 }));
    expect(result.current).toMatchObject({ model: 'gemini-2.5-flash', lastPromptTokenCount: 1000 });
    expect(result.current).not.toBe(third);
  });
});
