import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { ModelControls } from './ModelControls';

function showModel(model: string) {
  const state = createDefaultPlaygroundState('2026-02');
  state.gemini.model = model;
  useConfigStore.setState({ config: state, past: [], future: [] });
  render(<ModelControls />);
}

afterEach(cleanup);

describe('the model field with an id the Gemini API cannot take', () => {
  it.each([
    ['gemini-2.5-pro:generateContent#', 'it holds ":"'],
    ['%2e%2e/cachedContents', 'it holds "%"'],
    ['Gemini-2.5-Pro', 'it holds an uppercase letter'],
  ])(
    'says under the field why %j is not sent',
    (model, why) => {
      showModel(model);
      const warning = screen.getByTestId('model-api-id-problem');
      expect(warning.textContent).toContain(
        `The model id cannot be sent to the Gemini API: ${why}`,
      );
      expect(warning.textContent).toContain('Count exactly sends nothing for it');
    },
    30_000,
  );

  it.each(['gemini-2.5-pro', 'pro', 'auto-gemini-2.5', 'models/gemini-2.5-flash'])(
    'shows nothing for %j',
    (model) => {
      showModel(model);
      expect(screen.queryByTestId('model-api-id-problem')).toBeNull();
    },
  );
});
