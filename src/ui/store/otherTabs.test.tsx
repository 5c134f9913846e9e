import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultPlaygroundState, serialiseVersionedState } from '../../core';
import { Notices } from '../shell/Notices';
import { watchOtherTabs } from './otherTabs';
import { CONFIG_STORAGE_KEY } from './persistence';
import { useUiStore } from './uiStore';

beforeEach(() => useUiStore.setState({ notices: [] }));
afterEach(() => {
  cleanup();
  useUiStore.setState({ notices: [] });
});

function otherTabSaves(raw: string) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: CONFIG_STORAGE_KEY, newValue: raw }));
  });
}

describe('two tabs', () => {
  it('notices a change saved in another tab and offers to load it or keep this one', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.userMemory = 'from the other tab';
    const raw = serialiseVersionedState(state);
    const hooks = { lastKnownRaw: () => null, hold: vi.fn(), load: vi.fn(), keepMine: vi.fn() };
    const stop = watchOtherTabs(hooks);
    render(<Notices />);
    otherTabSaves(raw);
    expect(screen.getByRole('alert').textContent).toContain('Another Promptscope tab saved');
    // Saving stops at once: nothing is overwritten before the user chooses.
    expect(hooks.hold).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Dismiss notice' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Load the other tab/ }));
    expect(hooks.load).toHaveBeenCalledWith(raw);
    expect(screen.queryByRole('alert')).toBeNull();
    stop();
  });

  it('offers to keep this tab’s work', () => {
    const hooks = { lastKnownRaw: () => null, hold: vi.fn(), load: vi.fn(), keepMine: vi.fn() };
    const stop = watchOtherTabs(hooks);
    render(<Notices />);
    otherTabSaves(serialiseVersionedState(createDefaultPlaygroundState()));
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(hooks.keepMine).toHaveBeenCalledOnce();
    expect(hooks.load).not.toHaveBeenCalled();
    stop();
  });

  it('ignores its own save echoed back and other keys', () => {
    const raw = serialiseVersionedState(createDefaultPlaygroundState());
    const hooks = { lastKnownRaw: () => raw, hold: vi.fn(), load: vi.fn(), keepMine: vi.fn() };
    const stop = watchOtherTabs(hooks);
    otherTabSaves(raw);
    window.dispatchEvent(new StorageEvent('storage', { key: 'promptscope:theme', newValue: 'x' }));
    expect(hooks.hold).not.toHaveBeenCalled();
    expect(useUiStore.getState().notices).toEqual([]);
    stop();
  });
});
