/**
 * The controls feature's main interaction: a control changes the rendered prompt, and each
 * section's switch shows the status the composer follows.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useMemo } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDefaultPlaygroundState,
  renderSystemPrompt,
  toPromptInput,
  type SectionKey,
} from '../../../core';
import { useConfig, useConfigStore } from '../../store/configStore';
import { ModeControls } from './ModeControls';
import { SectionToggles } from './SectionToggles';

// The app shell provides the deferred prompt slices; here the controls read the live ones.
vi.mock('../../prompt/PromptSlices', () => ({
  useDeferredPromptSlices: () => {
    const gemini = useConfig((c) => c.gemini);
    const workspace = useConfig((c) => c.workspace);
    const environment = useConfig((c) => c.environment);
    const importedPrompt = useConfig((c) => c.importedPrompt);
    return useMemo(
      () => ({ gemini, workspace, environment, importedPrompt }),
      [gemini, workspace, environment, importedPrompt],
    );
  },
}));

/** The section keys of the prompt the current configuration renders. */
function renderedKeys(): SectionKey[] {
  const config = useConfigStore.getState().config;
  return renderSystemPrompt(toPromptInput(config)).sections.map((span) => span.key as SectionKey);
}

const row = (key: SectionKey) => screen.getByTestId(`section-${key}`);
const pill = (key: SectionKey) => row(key).querySelector('.status-pill')?.textContent;

function Controls() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ModeControls />
      <SectionToggles />
    </QueryClientProvider>
  );
}

beforeEach(() => {
  useConfigStore.setState({ config: createDefaultPlaygroundState(), past: [], future: [] });
});
afterEach(cleanup);

describe('section switches', () => {
  it('unchecking a section writes its variable and takes it out of the prompt', () => {
    render(<Controls />);
    expect(renderedKeys()).toContain('COREMANDATES');
    expect(pill('COREMANDATES')).toBe('in the prompt');
    fireEvent.click(within(row('COREMANDATES')).getByRole('checkbox', { name: 'Core Mandates' }));
    expect(useConfigStore.getState().config.gemini.env['GEMINI_PROMPT_COREMANDATES']).toBe('0');
    expect(renderedKeys()).not.toContain('COREMANDATES');
    expect(pill('COREMANDATES')).toBe('switched off');
    fireEvent.click(within(row('COREMANDATES')).getByRole('checkbox', { name: 'Core Mandates' }));
    expect(useConfigStore.getState().config.gemini.env).not.toHaveProperty(
      'GEMINI_PROMPT_COREMANDATES',
    );
    expect(renderedKeys()).toContain('COREMANDATES');
  }, 30_000);

  it('plan mode swaps the workflows, and the switches say why one is hidden', () => {
    render(<Controls />);
    expect(renderedKeys()).toContain('PRIMARYWORKFLOWS');
    expect(renderedKeys()).not.toContain('PLANNINGWORKFLOW');
    fireEvent.change(screen.getByTestId('approval-mode'), { target: { value: 'plan' } });
    expect(useConfigStore.getState().config.gemini.approvalMode).toBe('plan');
    expect(renderedKeys()).toContain('PLANNINGWORKFLOW');
    expect(renderedKeys()).not.toContain('PRIMARYWORKFLOWS');
    expect(pill('PRIMARYWORKFLOWS')).toBe('hidden in plan mode');
    expect(pill('PLANNINGWORKFLOW')).toBe('in the prompt');
  });

  it('every switch reads "in the prompt" exactly for the sections the prompt holds', () => {
    useConfigStore.getState().patch('gemini', { approvalMode: 'plan', isGitRepository: false });
    render(<Controls />);
    const keys = new Set(renderedKeys());
    const items = screen.getAllByRole('listitem').filter((li) => li.dataset['testid']);
    expect(items.length).toBeGreaterThanOrEqual(11);
    for (const item of items) {
      const key = item.dataset['testid']?.replace('section-', '') as SectionKey;
      expect(pill(key) === 'in the prompt', key).toBe(keys.has(key));
    }
  });
});
