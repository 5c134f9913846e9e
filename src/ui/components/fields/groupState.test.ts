import { describe, expect, it } from 'vitest';
import { DEFAULT_OPEN_GROUPS, useGroupState } from './groupState';

describe('control group state', () => {
  it('opens the groups most edits start from on a first visit', () => {
    const { open } = useGroupState.getState();
    expect(Object.keys(open).sort()).toEqual([...DEFAULT_OPEN_GROUPS].sort());
    expect(Object.values(open).every(Boolean)).toBe(true);
  });

  it('opens and closes one group, leaving the others as they were', () => {
    const before = useGroupState.getState().open;
    useGroupState.getState().setOpen('model', false);
    useGroupState.getState().setOpen('tools', true);
    const after = useGroupState.getState().open;
    expect(after['model']).toBe(false);
    expect(after['tools']).toBe(true);
    expect(after['presets']).toBe(before['presets']);
    expect(after['sections']).toBe(before['sections']);
    // A new object each time, so subscribed groups re-render.
    expect(after).not.toBe(before);
  });

  it('is view state only: nothing is written to storage', () => {
    localStorage.clear();
    useGroupState.getState().setOpen('memory', false);
    expect(localStorage.length).toBe(0);
  });
});
