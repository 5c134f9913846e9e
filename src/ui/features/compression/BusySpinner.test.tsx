import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusySpinner } from './BusySpinner';

const ring = (container: HTMLElement) => container.querySelector<HTMLElement>('.cmp-spinner')!;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the busy mark', () => {
  it('turns an eighth every 100 ms, and stops when taken away', () => {
    vi.useFakeTimers();
    const { container, unmount } = render(<BusySpinner />);
    expect(ring(container).style.transform).toBe('');
    vi.advanceTimersByTime(100);
    expect(ring(container).style.transform).toBe('rotate(45deg)');
    vi.advanceTimersByTime(750);
    expect(ring(container).style.transform).toBe('rotate(0deg)');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stays still for users who ask for reduced motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    const { container } = render(<BusySpinner />);
    vi.advanceTimersByTime(1_000);
    expect(ring(container).style.transform).toBe('');
    expect(vi.getTimerCount()).toBe(0);
  });
});
