import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultPlaygroundState } from '../../core';
import { ControlsPanel } from '../features/controls/ControlsPanel';
import { InsightsPanel } from '../features/meter/InsightsPanel';
import { PromptPanel } from '../features/preview/PromptPanel';
import { useConfigStore } from '../store/configStore';

// The shell composes the features: each panel shows the other target's panel it is handed.
beforeEach(() => {
  const config = { ...createDefaultPlaygroundState(), target: 'asimi' as const };
  useConfigStore.setState({ config, past: [], future: [] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('template exploded');
}

describe('the panels the shell hands the other targets’ panels', () => {
  it('controls: the target picker, then the selected target’s controls', () => {
    render(
      <ControlsPanel targetSelector={<p>Target picker</p>} otherTarget={<p>Asimi controls</p>} />,
    );
    expect(screen.getByText('Target picker')).toBeTruthy();
    expect(screen.getByText('Asimi controls')).toBeTruthy();
  });

  it('prompt and insights: the selected target’s preview and insights', () => {
    render(<PromptPanel otherTarget={<p>Asimi preview</p>} />);
    render(<InsightsPanel otherTarget={<p>Asimi insights</p>} />);
    expect(screen.getByText('Asimi preview')).toBeTruthy();
    expect(screen.getByText('Asimi insights')).toBeTruthy();
  });

  it('show a loading line while a lazily loaded panel arrives', async () => {
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => {};
    const Late = lazy(() => new Promise<{ default: () => React.JSX.Element }>((r) => (arrive = r)));
    render(<PromptPanel otherTarget={<Late />} />);
    expect(screen.getByText('Loading the target preview…')).toBeTruthy();
    await act(async () => arrive({ default: () => <p>Asimi preview</p> }));
    expect(await screen.findByText('Asimi preview')).toBeTruthy();
  });

  it('keep a failing target panel in its own place, with its own message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PromptPanel otherTarget={<Broken />} />);
    render(<ControlsPanel targetSelector={<p>Target picker</p>} otherTarget={<Broken />} />);
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      expect.stringContaining('The prompt preview stopped: template exploded'),
      expect.stringContaining('The controls hit an error: template exploded'),
    ]);
    // The picker stays usable outside the failing controls.
    expect(screen.getByText('Target picker')).toBeTruthy();
  });
});
