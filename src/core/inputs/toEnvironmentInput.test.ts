import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import { toEnvironmentInput } from './toEnvironmentInput';

describe('toEnvironmentInput', () => {
  it('takes the platform from the Gemini settings and the files from the workspace', () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.gemini.platform = 'darwin';
    const input = toEnvironmentInput(state);
    expect(input.platform).toBe('darwin');
    expect(input.files).toBe(state.workspace.files);
    expect(input.workspaceDirs).toEqual(state.environment.workspaceDirs);
  });

  it('sends the typed environment memory only under JIT context', () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.environment.environmentMemory = 'Use pnpm.';
    // Without JIT context the CLI passes an empty environment memory.
    expect(toEnvironmentInput(state).environmentMemory).toBe('');
    state.environment.jitContext = true;
    expect(toEnvironmentInput(state).environmentMemory).toBe('Use pnpm.');
  });

  it('moves discovered project GEMINI.md files into the message under JIT context', () => {
    const state = createDefaultPlaygroundState('2026-02');
    const projectFile = `${state.gemini.cwd}/GEMINI.md`;
    state.workspace.files = { ...state.workspace.files, [projectFile]: 'Project rule: tabs.' };
    state.gemini.memorySource = 'discovered';
    state.environment.jitContext = true;
    expect(toEnvironmentInput(state).environmentMemory).toContain('Project rule: tabs.');
  });

  it('carries the session options for v0.61: tree setting and Tier-2 memory parts', () => {
    const state = createDefaultPlaygroundState();
    state.environment.includeDirectoryTree = false;
    state.gemini.memoryForm = 'parts';
    state.gemini.memoryParts = { global: 'G', extension: 'E', project: 'P', userProjectMemory: '' };
    const input = toEnvironmentInput(state);
    expect(input.session).toEqual({
      includeDirectoryTree: false,
      memory: { extension: 'E', project: 'P' },
    });
    expect(input.environmentMemory).toBe('');
  });

  it('has no session options for 2026-02', () => {
    expect(toEnvironmentInput(createDefaultPlaygroundState('2026-02')).session).toBeUndefined();
  });
});
