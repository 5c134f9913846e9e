import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { ProjectControls } from './ProjectControls';

afterEach(cleanup);

describe('ProjectControls', () => {
  // A value that got in before the state rules refused control characters (or by any other
  // way) must not look like a plain path: the field shows what it hides.
  it('shows a line break hidden in the working directory', () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.gemini.cwd = '/home/me/project\ntouch /tmp/x\n#';
    useConfigStore.setState({ config: state, past: [], future: [] });
    render(<ProjectControls />);
    const marker = screen.getByTestId('field-control-characters');
    expect(marker.textContent).toContain('/home/me/project\\ntouch /tmp/x\\n#');
    expect(screen.getByLabelText('Working directory (cwd)').getAttribute('aria-invalid')).toBe(
      'true',
    );
  }, 30_000);
});
