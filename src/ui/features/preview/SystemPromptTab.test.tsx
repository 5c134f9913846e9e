/**
 * The preview's main interaction: the System prompt tab shows the rendered prompt with its
 * section outline, as plain text on request, and a section switched off leaves both.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultPlaygroundState, NEWEST_RELEASE } from '../../../core';
import { systemPromptOf } from '../../components/configPrompt';
import { useConfigStore } from '../../store/configStore';
import { PromptSlicesProvider } from '../../prompt/PromptSlices';
import { SystemPromptTab } from './SystemPromptTab';

// Monaco does not run in jsdom: the editor shows its text in a plain element.
vi.mock('../../monaco/MonacoEditor', () => ({
  MonacoEditor: ({ value, ariaLabel }: { value: string; ariaLabel?: string }) => (
    <pre aria-label={ariaLabel}>{value}</pre>
  ),
}));

function renderTab() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <PromptSlicesProvider>
        <SystemPromptTab />
      </PromptSlicesProvider>
    </QueryClientProvider>,
  );
}

const editorText = () => screen.getByLabelText('System prompt preview').textContent ?? '';
const outline = () => screen.getByLabelText('Prompt outline').textContent ?? '';

beforeEach(() => {
  useConfigStore.setState({ config: createDefaultPlaygroundState(), past: [], future: [] });
});
afterEach(cleanup);

describe('SystemPromptTab', () => {
  it('shows the rendered prompt, its outline and the same text as plain text', () => {
    const expected = systemPromptOf(useConfigStore.getState().config);
    renderTab();
    expect(editorText()).toBe(expected.text);
    expect(outline()).toContain('Core Mandates');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Plain text' }));
    expect(screen.getByTestId('prompt-text').textContent).toBe(expected.text);
  }, 30_000);

  it('a section switched off leaves the outline and the text', async () => {
    const before = systemPromptOf(useConfigStore.getState().config);
    const span = before.sections.find((s) => s.key === 'COREMANDATES');
    const sectionText = before.text.slice(span?.start, span?.end);
    expect(sectionText.length).toBeGreaterThan(100);
    renderTab();
    expect(editorText()).toContain(sectionText);
    act(() => {
      useConfigStore.getState().patch('gemini', { env: { GEMINI_PROMPT_COREMANDATES: '0' } });
    });
    await waitFor(() => expect(outline()).not.toContain('Core Mandates'));
    expect(editorText()).not.toContain(sectionText);
    expect(editorText().length).toBeGreaterThan(0);
  });

  it.each(['2026-02', NEWEST_RELEASE] as const)(
    'says it shows the imported text, not the version the controls set (%s)',
    (cliVersion) => {
      const text = 'Be a helpful pirate.\n\n# Core Mandates\nAnswer in rhymes.';
      const config = createDefaultPlaygroundState();
      useConfigStore.setState({
        config: {
          ...config,
          gemini: { ...config.gemini, cliVersion },
          importedPrompt: { text, fileName: 'pirate.md', active: true, disabledSpans: [] },
        },
        past: [],
        future: [],
      });
      renderTab();
      expect(editorText()).toBe(text);
      const notice = screen.getByTestId('wording-notice').textContent ?? '';
      expect(notice).toContain('The imported prompt (pirate.md)');
      expect(notice).not.toMatch(/Our wording|own text, release/);
      const showing = screen.getByTestId('prompt-version').textContent ?? '';
      expect(showing).toBe('Showing the imported prompt');
    },
  );
});
