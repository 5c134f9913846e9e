import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import { playgroundMemoryOf } from './playgroundMemory';
import { toPromptInput } from './toPromptInput';

/** A state whose workspace holds a global, a project and an imported memory file. */
function stateWithMemoryFiles() {
  const state = createDefaultPlaygroundState('2026-02');
  const { cwd, homeDir } = state.gemini;
  state.workspace.files[`${homeDir}/.gemini/GEMINI.md`] = 'Global rule.';
  state.workspace.files[`${cwd}/GEMINI.md`] = 'Project rule.\n@./docs/extra.md';
  state.workspace.files[`${cwd}/docs/extra.md`] = 'Imported rule.';
  state.gemini.userMemory = 'Typed memory.';
  return state;
}

describe('playground memory source', () => {
  it('manual: the typed memory goes to the prompt', () => {
    const state = stateWithMemoryFiles();
    expect(toPromptInput(state).userMemory).toBe('Typed memory.');
    // The state-only field never leaks into the prompt input.
    expect(toPromptInput(state)).not.toHaveProperty('memorySource');
  });

  it('discovered: every GEMINI.md, imports expanded, with context markers', () => {
    const state = stateWithMemoryFiles();
    state.gemini.memorySource = 'discovered';
    const memory = toPromptInput(state).userMemory ?? '';
    expect(memory).toContain('--- Context from: GEMINI.md ---');
    expect(memory).toContain('Imported rule.');
    expect(memory).toContain('Global rule.');
    expect(memory).not.toContain('Typed memory.');
  });

  it('discovered with JIT context: global memory in the prompt, project memory in the message', () => {
    const state = stateWithMemoryFiles();
    state.gemini.memorySource = 'discovered';
    state.environment.jitContext = true;
    const placement = playgroundMemoryOf(state);
    expect(placement.systemMemory).toContain('Global rule.');
    expect(placement.systemMemory).not.toContain('Project rule.');
    expect(placement.environmentMemory).toContain('Imported rule.');
  });

  it('manual with JIT context: the typed environment memory goes to the message', () => {
    const state = stateWithMemoryFiles();
    state.environment.jitContext = true;
    state.environment.environmentMemory = 'Env memory.';
    expect(playgroundMemoryOf(state)).toEqual({
      systemMemory: 'Typed memory.',
      environmentMemory: 'Env memory.',
    });
  });
});
