import { beforeEach, describe, expect, it } from 'vitest';
import {
  createDefaultPlaygroundState,
  loadedRelease,
  renderPromptWith,
  toPromptInput,
  type PlaygroundState,
  type RenderTexts,
} from '../../core';
import { forgetPreparedRender, preparedRenderFor } from './preparedRender';
import { loadLegacyWording } from './promptTexts';

const withMemory = (state: PlaygroundState, userMemory: string): PlaygroundState => ({
  ...state,
  gemini: { ...state.gemini, userMemory },
});

/** The render through the kept prepared render, and whether it was reused. */
function render(state: PlaygroundState, texts = textsOf(state)) {
  const input = toPromptInput(state);
  const prepared = preparedRenderFor(state, input, texts);
  return { prepared, result: prepared.finish(input.userMemory) };
}

function textsOf(state: PlaygroundState): RenderTexts {
  // A release configuration (the default) needs no 2026-02 wording.
  return { legacy: null, release: loadedRelease(state.gemini.cliVersion) };
}

const full = (state: PlaygroundState) => renderPromptWith(toPromptInput(state), textsOf(state));

describe('preparedRenderFor', () => {
  beforeEach(() => forgetPreparedRender());

  it('reuses one prepared render while only the typed memory changes, rendering exactly', () => {
    const state = withMemory(createDefaultPlaygroundState(), '# Rules\n\n- tabs');
    const first = render(state);
    expect(first.result).toEqual(full(state));
    let typed = state;
    for (const key of ['x', '\n\n\n', 'y ', '  ']) {
      typed = withMemory(typed, typed.gemini.userMemory + key);
      const next = render(typed);
      expect(next.prepared).toBe(first.prepared);
      expect(next.result).toEqual(full(typed));
    }
  });

  it('does not keep the typed memory alive through the prepared render', () => {
    const state = withMemory(createDefaultPlaygroundState(), 'a memory to let go of');
    const { prepared } = render(state);
    // Finishing with no memory shows what the prepared render was made from.
    expect(prepared.finish(undefined).text).not.toContain('a memory to let go of');
  });

  it('prepares again when anything else the prompt reads changes', () => {
    const state = withMemory(createDefaultPlaygroundState(), 'memory');
    const first = render(state).prepared;
    const changes: PlaygroundState[] = [
      { ...state, gemini: { ...state.gemini, approvalMode: 'plan' } },
      {
        ...state,
        gemini: { ...state.gemini, env: { ...state.gemini.env, GEMINI_PROMPT_GIT: '0' } },
      },
      { ...state, workspace: { ...state.workspace, files: { ...state.workspace.files } } },
      { ...state, environment: { ...state.environment } },
    ];
    for (const changed of changes) {
      const next = render(changed);
      expect(next.prepared).not.toBe(first);
      expect(next.result).toEqual(full(changed));
    }
  });

  it('prepares again when the loaded texts change or the memory becomes hierarchical', async () => {
    const state = withMemory(createDefaultPlaygroundState(), 'memory');
    const first = render(state).prepared;
    const legacy = await loadLegacyWording();
    expect(render(state, { ...textsOf(state), legacy }).prepared).not.toBe(first);
    const again = render(state).prepared;
    const input = { ...toPromptInput(state), userMemory: { global: 'Global', project: 'Project' } };
    const hierarchical = preparedRenderFor(state, input, textsOf(state));
    expect(hierarchical).not.toBe(again);
    expect(hierarchical.finish(input.userMemory)).toEqual(renderPromptWith(input, textsOf(state)));
  });
});
