/**
 * The targets feature's main interaction: the target picker switches the controls and the
 * preview to the chosen agent, and a target's control changes that target's prompt.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASIMI_SANDBOX_HEADINGS, createDefaultPlaygroundState } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { TargetControls } from './TargetControls';
import { TargetPreview } from './TargetPreview';
import { TargetSelector } from './TargetSelector';

// Monaco does not run in jsdom: the editor shows its text in a plain element.
vi.mock('../../monaco/MonacoEditor', () => ({
  MonacoEditor: ({ value, ariaLabel }: { value: string; ariaLabel?: string }) => (
    <pre aria-label={ariaLabel}>{value}</pre>
  ),
}));

function Targets() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <TargetSelector />
      <TargetControls />
      <TargetPreview />
    </QueryClientProvider>
  );
}

beforeEach(() => {
  useConfigStore.setState({ config: createDefaultPlaygroundState(), past: [], future: [] });
});
afterEach(cleanup);

describe('switching target', () => {
  it('shows only the Gemini CLI (no target controls or preview) by default', () => {
    render(<Targets />);
    expect((screen.getByRole('radio', { name: 'Gemini CLI' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByTestId('asimi-controls')).toBeNull();
    expect(screen.queryByTestId('asimi-preview')).toBeNull();
    expect(screen.queryByTestId('providers-preview')).toBeNull();
  }, 30_000);

  it('to Asimi shows its controls and its prompt, and follows its sandbox setting', () => {
    render(<Targets />);
    fireEvent.click(screen.getByRole('radio', { name: 'Asimi CLI' }));
    expect(useConfigStore.getState().config.target).toBe('asimi');
    expect(screen.getByTestId('asimi-controls')).toBeTruthy();
    const prompt = () => screen.getByLabelText('Asimi system prompt preview').textContent ?? '';
    expect(prompt()).toContain(ASIMI_SANDBOX_HEADINGS.none);
    act(() => useConfigStore.getState().patch('asimi', { sandbox: 'macos' }));
    expect(prompt()).toContain(ASIMI_SANDBOX_HEADINGS.macos);
    expect(prompt()).not.toContain(ASIMI_SANDBOX_HEADINGS.none);
  });

  it('to Multi-provider shows its controls and one tab per provider; back to Gemini hides them', () => {
    render(<Targets />);
    fireEvent.click(screen.getByRole('radio', { name: 'Multi-provider' }));
    expect(screen.getByTestId('providers-controls')).toBeTruthy();
    const preview = screen.getByTestId('providers-preview');
    expect(
      within(preview)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toHaveLength(3);
    expect(screen.queryByTestId('asimi-controls')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Gemini CLI' }));
    expect(screen.queryByTestId('providers-controls')).toBeNull();
    expect(screen.queryByTestId('providers-preview')).toBeNull();
    // Undo brings the previous target back.
    useConfigStore.getState().undo();
    expect(useConfigStore.getState().config.target).toBe('providers');
  });
});
