/**
 * With an imported prompt shown, the controls say they shape the CLI's own prompt and mark the
 * groups that cannot change the imported text as inactive (still usable); the switch back
 * shows the modeled prompt again and the groups come back to life.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../../../core';
import { PromptSlicesProvider } from '../../prompt/PromptSlices';
import { useConfigStore } from '../../store/configStore';
import { ControlsPanel } from './ControlsPanel';
import { PROMPT_ONLY_GROUPS } from './ImportedPromptGate';

const TEXT = 'Be a helpful pirate.\n\n# Core Mandates\nAnswer in rhymes.';

function setImport(active: boolean) {
  const config = createDefaultPlaygroundState();
  useConfigStore.setState({
    config: {
      ...config,
      target: 'gemini',
      importedPrompt: { text: TEXT, fileName: 'pirate.md', active, disabledSpans: [] },
    },
    past: [],
    future: [],
  });
}

function renderControls() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PromptSlicesProvider>
        <ControlsPanel targetSelector={null} otherTarget={null} />
      </PromptSlicesProvider>
    </QueryClientProvider>,
  );
}

const group = (id: string) => screen.getByTestId(`control-group-${id}`);

// jsdom has no matchMedia (the theme reads it): a light, static answer, removed after.
const hadMatchMedia = 'matchMedia' in window;
afterAll(() => {
  if (!hadMatchMedia) Reflect.deleteProperty(window, 'matchMedia');
});
beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
});
beforeEach(() => setImport(true));
afterEach(cleanup);

describe('the controls while an imported prompt is shown', () => {
  it('say they do not drive the imported text, and mark the groups that cannot', () => {
    renderControls();
    const notice = screen.getByTestId('imported-controls-notice');
    expect(notice.textContent).toContain("These controls shape the CLI's own prompt");
    expect(notice.textContent).toContain('pirate.md');
    for (const id of ['sections', 'model', 'tools']) {
      expect(PROMPT_ONLY_GROUPS.has(id)).toBe(true);
      const details = group(id);
      expect(details.getAttribute('aria-disabled')).toBe('true');
      expect(details.classList.contains('is-inactive')).toBe(true);
      // The group says why: its description is the notice's sentence.
      const reason = document.getElementById(details.getAttribute('aria-describedby') ?? '');
      expect(reason?.textContent).toContain("shape the CLI's own prompt");
    }
    // The groups that drive the conversation and the first message stay live.
    expect(group('environment').getAttribute('aria-disabled')).toBeNull();
  });

  it('keep an inactive group usable: it opens and its controls still edit', () => {
    renderControls();
    const sections = group('sections');
    fireEvent.click(within(sections).getByText('Sections'));
    const box = within(sections).getAllByRole('checkbox')[0];
    expect(box).toBeTruthy();
    expect((box as HTMLInputElement).disabled).toBe(false);
    const before = useConfigStore.getState().config.gemini;
    fireEvent.click(box as HTMLElement);
    expect(useConfigStore.getState().config.gemini).not.toEqual(before);
  });

  it('switch back to the modeled prompt, keeping the import, and come back to life', () => {
    renderControls();
    fireEvent.click(screen.getByRole('button', { name: 'Show the modeled prompt' }));
    const imported = useConfigStore.getState().config.importedPrompt;
    expect(imported).toMatchObject({ text: TEXT, active: false });
    expect(screen.queryByTestId('imported-controls-notice')).toBeNull();
    expect(group('sections').getAttribute('aria-disabled')).toBeNull();
    expect(group('model').classList.contains('is-inactive')).toBe(false);
  });

  it('show no notice and no inactive group when the import is kept but not shown', () => {
    setImport(false);
    renderControls();
    expect(screen.queryByTestId('imported-controls-notice')).toBeNull();
    expect(group('sections').getAttribute('aria-disabled')).toBeNull();
  });
});
