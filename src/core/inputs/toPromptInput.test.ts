import { describe, expect, it } from 'vitest';
import { createDefaultPromptInput } from '../prompt/defaults';
import { createDefaultPlaygroundState } from '../state/defaults';
import { toPromptInput } from './toPromptInput';

describe('toPromptInput', () => {
  it('joins the Gemini settings and the workspace files', () => {
    const state = createDefaultPlaygroundState('2026-02');
    const input = toPromptInput(state);
    const { files, ...settings } = input;
    // 2026-02 reads none of the current CLI's settings, so they are left out.
    const {
      memorySource: _source,
      memoryForm: _form,
      memoryParts: _parts,
      taskTrackerEnabled: _tracker,
      taskTrackerDir: _dir,
      hasPreviewAccess: _a,
      gemini31Launched: _b,
      gemini35FlashGA: _c,
      subAgents: _d,
      mcpTools: _m,
      topicUpdateNarration: _e,
      activeTopic: _f,
      toolSandboxing: _g,
      interactiveShell: _h,
      contextFilenames: _i,
      approvedPlanPath: _j,
      globalMemoryPath: _k,
      userProjectMemoryPath: _l,
      ...gemini
    } = state.gemini;
    expect(settings).toEqual(gemini);
    expect(files).toEqual(state.workspace.files);
  });

  it('gives the default prompt input for the default state (apart from the sample files)', () => {
    const { files: _files, ...expected } = createDefaultPromptInput();
    const { files: _unused, ...actual } = toPromptInput(createDefaultPlaygroundState('2026-02'));
    expect(actual).toEqual({ ...expected, cliVersion: '2026-02' });
  });

  it('passes the current settings in the CLI option names for v0.61', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.taskTrackerEnabled = true;
    state.gemini.activeTopic = 'Login';
    const input = toPromptInput(state);
    expect(input).toMatchObject({
      cliVersion: '0.61.0',
      model: 'auto',
      hasPreviewAccess: true,
      topicUpdateNarration: true,
      activeTopic: 'Login',
      taskTracker: state.gemini.taskTrackerDir,
      contextFilenames: ['GEMINI.md'],
      interactiveShell: true,
      toolSandboxing: false,
    });
    expect(input.subAgents?.map((a) => a.name)).toContain('codebase_investigator');
    expect(input.tools).toContain('invoke_agent');
    expect(input).not.toHaveProperty('memoryParts');
    expect(input.approvedPlanPath).toBeUndefined();
  });

  it('leaves the tracker out while it is off', () => {
    expect(toPromptInput(createDefaultPlaygroundState()).taskTracker).toBeUndefined();
  });

  it.each([
    ['text', { userProjectMemory: '' }, 'typed text'],
    ['parts', { global: 'G', userProjectMemory: '' }, 'G'],
    ['parts', { global: 'G', userProjectMemory: 'P' }, { global: 'G', userProjectMemory: 'P' }],
  ] as const)('memory form %s with %o gives %o to the prompt', (form, parts, expected) => {
    const state = createDefaultPlaygroundState();
    state.gemini.userMemory = 'typed text';
    state.gemini.memoryForm = form;
    state.gemini.memoryParts = { ...state.gemini.memoryParts, ...parts, project: 'X' };
    expect(toPromptInput(state).userMemory).toEqual(expected);
  });

  it('shares no mutable objects with the state', () => {
    const state = createDefaultPlaygroundState('2026-02');
    const input = toPromptInput(state);
    input.tools.push('extra');
    input.env['X'] = '1';
    input.files['/new'] = 'x';
    expect(state.gemini.tools).not.toContain('extra');
    expect(state.gemini.env).not.toHaveProperty('X');
    expect(state.workspace.files).not.toHaveProperty('/new');
  });
});
