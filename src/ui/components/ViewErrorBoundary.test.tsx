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
