import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { removeFailedStylesheets, retryableLazy, watchStylesheetFailures } from './retryableLazy';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

function Loaded({ label }: { label: string }) {
  return <p>{label}</p>;
}

describe('retryableLazy', () => {
  it('loads a view again after its chunk failed, without reloading the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: typeof Loaded }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Loaded });
    const lazyView = retryableLazy(load);
    let reset = () => {};
    render(
      <ErrorBoundary
        onError={() => {}}
        fallback={(error, again) => {
          reset = again;
          return <p>failed: {error.message}</p>;
        }}
      >
        <Suspense fallback={<p>loading</p>}>
          <lazyView.View label="the view" />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText(/failed: Failed to fetch/)).toBeTruthy();
    // Rendering again without `retry` would show React's kept failure: retry loads anew.
    act(() => {
      lazyView.retry();
      reset();
    });
    expect(await screen.findByText('the view')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('removes only the stylesheet links that failed, so the next load links them again', () => {
    const unwatch = watchStylesheetFailures();
    const failed = document.createElement('link');
    failed.rel = 'stylesheet';
    failed.href = '/assets/View-1.css';
    const fine = document.createElement('link');
    fine.rel = 'stylesheet';
    fine.href = '/assets/app-1.css';
    document.head.append(failed, fine);
    failed.dispatchEvent(new Event('error'));
    unwatch();
    removeFailedStylesheets();
    expect([...document.head.querySelectorAll('link')].map((link) => link.href)).toEqual([
      fine.href,
    ]);
  });
});
