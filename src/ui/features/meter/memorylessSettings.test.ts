import { describe, expect, it } from 'vitest';
import {
  createDefaultPlaygroundState,
  sameButTypedMemory,
  withoutTypedMemory,
  type PlaygroundState,
} from '../../../core';
import { memorylessSettingsSelector } from './memorylessSettings';

const state = createDefaultPlaygroundState();
const withGemini = (gemini: Partial<PlaygroundState['gemini']>): { config: PlaygroundState } => ({
  config: { ...state, gemini: { ...state.gemini, ...gemini } },
});

describe('memorylessSettingsSelector', () => {
  it('gives the same settings object while only the typed memory changes', () => {
    const select = memorylessSettingsSelector();
    const first = select(withGemini({ userMemory: 'a' }));
    expect(first).toEqual(withoutTypedMemory(state.gemini));
    expect(first).not.toHaveProperty('userMemory');
    expect(select(withGemini({ userMemory: 'ab' }))).toBe(first);
    expect(select(withGemini({ userMemory: '' }))).toBe(first);
  });

  it('gives new settings when any other field changes, is added or is removed', () => {
    const select = memorylessSettingsSelector();
    const first = select(withGemini({}));
    const plan = select(withGemini({ approvalMode: 'plan' }));
    expect(plan).not.toBe(first);
    expect(plan.approvalMode).toBe('plan');
    const added = select({
      config: { ...state, gemini: { ...state.gemini, approvalMode: 'plan', extra: 1 } as never },
    });
    expect(added).not.toBe(plan);
    const { cwd: _cwd, ...fewer } = state.gemini;
    expect(sameButTypedMemory(state.gemini, fewer as PlaygroundState['gemini'])).toBe(false);
    expect(sameButTypedMemory(fewer as PlaygroundState['gemini'], state.gemini)).toBe(false);
  });
});
