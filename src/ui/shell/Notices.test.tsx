/**
 * Passing notices (a saved snapshot, a restored configuration) go by themselves; warnings,
 * errors and notices with a choice stay; hovering or focusing a notice holds it up; snapshot
 * notices replace each other instead of stacking.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../store/uiStore';
import { Notices, PASSING_NOTICE_MS } from './Notices';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const push = useUiStore.getState().pushNotice;

describe('Notices', () => {
  it('a success notice dismisses itself after a while', () => {
    render(<Notices />);
    act(() => void push('success', 'Saved snapshot “a”.'));
    expect(screen.getByText('Saved snapshot “a”.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(PASSING_NOTICE_MS - 1));
    expect(screen.queryByText('Saved snapshot “a”.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved snapshot “a”.')).toBeNull();
  });

  it('warnings, errors and notices with a choice stay', () => {
    render(<Notices />);
    act(() => {
      push('warning', 'careful');
      push('error', 'broken');
      push('info', 'choose', { actions: [{ label: 'Reload', run: () => undefined }] });
    });
    act(() => vi.advanceTimersByTime(PASSING_NOTICE_MS * 10));
    expect(screen.getAllByTestId('notice')).toHaveLength(3);
  });

  it('a hovered notice stays until the pointer leaves', () => {
    render(<Notices />);
    act(() => void push('info', 'Restored “b”.'));
    fireEvent.pointerEnter(screen.getByTestId('notice'));
    act(() => vi.advanceTimersByTime(PASSING_NOTICE_MS * 3));
    expect(screen.queryByText('Restored “b”.')).not.toBeNull();
    fireEvent.pointerLeave(screen.getByTestId('notice'));
    act(() => vi.advanceTimersByTime(PASSING_NOTICE_MS));
    expect(screen.queryByText('Restored “b”.')).toBeNull();
  });

  it('notices with one key replace each other', () => {
    render(<Notices />);
    act(() => {
      push('success', 'Saved snapshot “1”.', { key: 'snapshots' });
      push('success', 'Saved snapshot “2”.', { key: 'snapshots' });
    });
    expect(screen.getAllByTestId('notice')).toHaveLength(1);
    expect(screen.getByText('Saved snapshot “2”.')).toBeTruthy();
  });
});
