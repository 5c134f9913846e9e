import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTheme } from './theme';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'matchMedia');
});

/** A system colour scheme the test can switch, counting how often the query is made. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const made = vi.fn(() => query as unknown as MediaQueryList);
  window.matchMedia = made;
  return {
    made,
    switchTo(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('useTheme', () => {
  it('follows the system scheme live, making its query once however often it renders', () => {
    const system = systemScheme(false);
    const { result, rerender } = renderHook(() => useTheme());
    expect(result.current).toEqual({ choice: 'system', resolved: 'light' });
    for (let i = 0; i < 20; i++) rerender();
    act(() => system.switchTo(true));
    expect(result.current.resolved).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(system.made).toHaveBeenCalledTimes(1);
  });
});
