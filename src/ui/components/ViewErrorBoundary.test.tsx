import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ViewErrorBoundary } from './ViewErrorBoundary';

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ViewErrorBoundary', () => {
  it('shows a failed chunk in its own place with a Reload button', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    render(
      <div>
        <p>Header still here</p>
        <ViewErrorBoundary view="Compression" onReload={reload}>
          <Broken message="Failed to fetch dynamically imported module: /assets/C.js" />
        </ViewErrorBoundary>
      </div>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'The Compression view could not be loaded',
    );
    expect(screen.getByText('Header still here')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never shows or logs a key carried by the error', () => {
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
    const key = `AIza${'k'.repeat(35)}`;
    act(() => {
      render(
        <ViewErrorBoundary view="Turn & context">
          <Broken message={`render failed for ${key}`} />
        </ViewErrorBoundary>,
      );
    });
    expect(document.body.textContent).not.toContain(key);
    // Our own log line (React's development report is replaced in start.tsx by a scrubbed one).
    const ours = logged.filter((line) => line.includes('view failed'));
    expect(ours).toHaveLength(1);
    expect(ours.join('\n')).not.toContain(key);
  });
});

describe('ViewErrorBoundary offline', () => {
  it('says a view that never arrived needs the network, and tries again without a reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('Failed to fetch dynamically imported module: /assets/R.js');
      return <p>Release notes here</p>;
    }
    const reload = vi.fn();
    const retry = vi.fn(() => (fail = false));
    render(
      <ViewErrorBoundary view="Release notes" onReload={reload} onRetry={retry}>
        <Flaky />
      </ViewErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('You are offline');
    // Offline, a reload would bring up the browser's own offline page: not offered.
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('alert').textContent).not.toContain('You are offline');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByText('Release notes here')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
