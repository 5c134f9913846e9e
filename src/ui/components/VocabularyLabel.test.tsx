import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../../core';
import { useConfigStore } from '../store/configStore';
import { useLastCounted } from './useLastCounted';
import { VocabularyLabel } from './VocabularyLabel';

function setConfig(edit: (c: ReturnType<typeof createDefaultPlaygroundState>) => void) {
  const config = createDefaultPlaygroundState();
  edit(config);
  useConfigStore.setState({ config, past: [], future: [], lastChange: null });
}

describe('VocabularyLabel', () => {
  beforeEach(() => setConfig(() => {}));
  afterEach(cleanup);

  it('names the Gemini vocabulary once, exact for a Gemma 3 model', () => {
    setConfig((c) => {
      c.gemini.model = 'gemini-2.5-pro';
    });
    render(<VocabularyLabel testId="label" counting={false} shownEncoding="gemma3" />);
    const label = screen.getByTestId('label');
    expect(screen.getAllByText('Gemini (Gemma 3 vocabulary)')).toHaveLength(1);
    expect(label.textContent).toContain('exact for this model');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads the model in force: auto after the Gemini 3.1 launch is an estimate', () => {
    setConfig((c) => {
      c.gemini.cliVersion = '0.61.0';
      c.gemini.model = 'auto';
      c.gemini.gemini31Launched = true;
    });
    render(<VocabularyLabel testId="label" counting={false} shownEncoding="gemma3" />);
    expect(screen.getByTestId('label').textContent).toContain('an estimate for this model');
  });

  it('calls an OpenAI vocabulary an estimate for Gemini', () => {
    setConfig((c) => {
      c.tokens.encoding = 'o200k_base';
    });
    render(<VocabularyLabel testId="label" counting={false} shownEncoding="o200k_base" />);
    expect(screen.getByTestId('label').textContent).toContain(
      "o200k_base (OpenAI vocabulary), the meter's vocabulary (an estimate for Gemini)",
    );
  });

  it('says the figures on screen are still the previous vocabulary’s while counting', () => {
    render(<VocabularyLabel testId="label" counting shownEncoding="o200k_base" />);
    expect(screen.getByRole('status').textContent).toBe(
      'Counting in Gemini (Gemma 3 vocabulary)… The figures below are still in o200k_base (OpenAI vocabulary).',
    );
  });
});

describe('useLastCounted', () => {
  it('keeps the previous figures and their vocabulary while new ones are counted', () => {
    const first = { total: 10 };
    const { result, rerender } = renderHook(
      ({ value, encoding }: { value: { total: number } | null; encoding: string }) =>
        useLastCounted(value, encoding),
      { initialProps: { value: null as { total: number } | null, encoding: 'o200k_base' } },
    );
    expect(result.current).toEqual({ shown: null, counting: true });
    rerender({ value: first, encoding: 'o200k_base' });
    expect(result.current).toEqual({
      shown: { value: first, encoding: 'o200k_base' },
      counting: false,
    });
    act(() => rerender({ value: null, encoding: 'gemma3' }));
    expect(result.current).toEqual({
      shown: { value: first, encoding: 'o200k_base' },
      counting: true,
    });
    const second = { total: 12 };
    rerender({ value: second, encoding: 'gemma3' });
    expect(result.current).toEqual({
      shown: { value: second, encoding: 'gemma3' },
      counting: false,
    });
  });
});
