/**
 * The status of a release's text under the version control: loading, then nothing; a failed
 * chunk load says which release and why, keeps the configuration, and retries on request.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as Releases from '../../releases';
import { ReleaseTextStatus } from './ReleaseTextStatus';

const attempts = vi.hoisted(() => ({ failures: 1, calls: 0 }));

vi.mock('../../releases', async (original) => {
  const real = await original<typeof Releases>();
  return {
    ...real,
    loadReleasePromptCode: async (version: string) => {
      attempts.calls += 1;
      if (version === '0.52.0' && attempts.failures > 0) {
        attempts.failures -= 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return real.loadReleasePromptCode(version);
    },
  };
});

function renderStatus(version: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ReleaseTextStatus version={version} />
    </QueryClientProvider>,
  );
}

describe('ReleaseTextStatus', () => {
  it('says nothing for 2026-02 (our wording, no chunk)', () => {
    const { container } = renderStatus('2026-02');
    expect(container.innerHTML).toBe('');
  });

  it('says nothing once a release’s text has arrived', async () => {
    const { loadReleaseText, loadedReleaseText } = await import('../prompt/promptTexts');
    await loadReleaseText('0.59.0');
    const { container } = renderStatus('0.59.0');
    await waitFor(() => expect(loadedReleaseText('0.59.0')).not.toBeNull());
    expect(container.innerHTML).toBe('');
  });

  it('names the release and the reason of a failed load, and loads it on retry', async () => {
    const { loadedReleaseText } = await import('../prompt/promptTexts');
    renderStatus('0.52.0');
    const alert = await screen.findByTestId('release-text-error');
    expect(alert.textContent).toContain("The CLI's own text of release 0.52.0 did not load");
    expect(alert.textContent).toContain('Failed to fetch dynamically imported module');
    expect(alert.textContent).toContain('your configuration is kept');
    expect(loadedReleaseText('0.52.0')).toBeNull();
    await act(() => userEvent.click(screen.getByRole('button', { name: /Retry loading/ })));
    await waitFor(() => expect(screen.queryByTestId('release-text-error')).toBeNull());
    expect(loadedReleaseText('0.52.0')?.version).toBe('0.52.0');
  });
});
