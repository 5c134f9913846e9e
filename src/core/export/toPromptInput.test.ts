import { describe, expect, it } from 'vitest';
import { createDefaultPromptInput } from '../prompt/defaults';
import { createDefaultPlaygroundState } from '../state/defaults';
import { toPromptInput } from './toPromptInput';

describe('toPromptInput', () => {
  it('joins the Gemini settings and the workspace files', () => {
    const state = createDefaultPlaygroundState();
    const input = toPromptInput(state);
    const { files, ...settings } = input;
    // memorySource picks the memory; it is not a prompt input of its own.
    const { memorySource: _source, ...gemini } = state.gemini;
    expect(settings).toEqual(gemini);
    expect(files).toEqual(state.workspace.files);
  });

  it('gives the default prompt input for the default state (apart from the sample files)', () => {
    const { files: _files, ...expected } = createDefaultPromptInput();
    const { files: _unused, ...actual } = toPromptInput(createDefaultPlaygroundState());
    expect(actual).toEqual(expected);
  });

  it('shares no mutable objects with the state', () => {
    const state = createDefaultPlaygroundState();
    const input = toPromptInput(state);
    input.tools.push('extra');
    input.env['X'] = '1';
    input.files['/new'] = 'x';
    expect(state.gemini.tools).not.toContain('extra');
    expect(state.gemini.env).not.toHaveProperty('X');
    expect(state.workspace.files).not.toHaveProperty('/new');
  });
});
