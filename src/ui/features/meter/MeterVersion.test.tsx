/** The meter names the text it counts: the imported prompt while shown, else the version's. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cliTextLabel, createDefaultPlaygroundState, NEWEST_RELEASE } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { MeterVersion } from './MeterVersion';

function setState(active: boolean) {
  const config = createDefaultPlaygroundState();
  useConfigStore.setState({
    config: {
      ...config,
      gemini: { ...config.gemini, cliVersion: NEWEST_RELEASE },
      importedPrompt: { text: 'Be a pirate.', fileName: 'pirate.md', active, disabledSpans: [] },
    },
    past: [],
    future: [],
  });
}

afterEach(cleanup);

describe('MeterVersion', () => {
  it('says the imported prompt is counted while it is shown', () => {
    setState(true);
    render(<MeterVersion />);
    expect(screen.getByTestId('meter-version').textContent).toBe('Counting the imported prompt');
  });

  it('names the CLI version’s text when the import is kept but not shown', () => {
    setState(false);
    render(<MeterVersion />);
    expect(screen.getByTestId('meter-version').textContent).toBe(
      `Counting ${cliTextLabel(NEWEST_RELEASE)}`,
    );
  });
});
