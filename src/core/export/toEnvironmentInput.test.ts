import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import { toEnvironmentInput } from './toEnvironmentInput';

describe('toEnvironmentInput', () => {
  it('takes the platform from the Gemini settings and the files from the workspace', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.platform = 'darwin';
    const input = toEnvironmentInput(state);
    expect(input.platform).toBe('darwin');
    expect(input.files).toBe(state.workspace.files);
    expect(input.workspaceDirs).toEqual(state.environment.workspaceDirs);
  });

  it('sends the typed environment memory only under JIT context', () => {
    const state = createDefaultPlaygroundState();
    state.environment.environmentMemory = 'Use pnpm.';
    // Without JIT context the CLI passes an empty environment memory.
    expect(toEnvironmentInput(state).environmentMemory).toBe('');
    state.environment.jitContext = true;
    expect(toEnvironmentInput(state).environmentMemory).toBe('Use pnpm.');
  });

  it('moves discovered project GEMINI.md files into the message under JIT context', () => {
    const state = createDefaultPlaygroundState();
    const projectFile = `${state.gemini.cwd}/GEMINI.md`;
    state.workspace.files = { ...state.workspace.files, [projectFile]: 'Project rule: tabs.' };
    state.gemini.memorySource = 'discovered';
    state.environment.jitContext = true;
    expect(toEnvironmentInput(state).environmentMemory).toContain('Project rule: tabs.');
  });
});
