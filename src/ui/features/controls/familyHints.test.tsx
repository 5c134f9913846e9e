/**
 * Controls say what they change: the approval-mode hint per mode and version, and the
 * legacy-only controls (shell output efficiency, platform) say when the modern prompt is in
 * force, where turning them changes nothing in the system prompt.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createDefaultPlaygroundState,
  renderSystemPrompt,
  toPromptInput,
  type PlaygroundState,
} from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { ModeControls } from './ModeControls';
import { ProjectControls } from './ProjectControls';

afterEach(cleanup);

const load = (state: PlaygroundState) =>
  useConfigStore.setState({ config: state, past: [], future: [] });
const promptOf = (state: PlaygroundState) => renderSystemPrompt(toPromptInput(state)).text;

describe('approval-mode hint', () => {
  it('says autoEdit and YOLO change a release’s text, as the render does', () => {
    for (const mode of ['autoEdit', 'yolo'] as const) {
      const state = createDefaultPlaygroundState('0.61.0');
      const before = promptOf(state);
      state.gemini.approvalMode = mode;
      expect(promptOf(state)).not.toBe(before);
      load(state);
      render(<ModeControls />);
      const hint = screen.getByTestId('approval-mode').getAttribute('aria-describedby');
      const text = document.getElementById(hint ?? '')?.textContent ?? '';
      expect(text).not.toMatch(/only plan/i);
      expect(text).toContain(mode === 'yolo' ? 'YOLO' : 'Auto-Edit');
      cleanup();
    }
  }, 30_000);

  it('keeps "only plan" for 2026-02, where the others leave the text alone', () => {
    const state = createDefaultPlaygroundState('2026-02');
    const before = promptOf(state);
    state.gemini.approvalMode = 'yolo';
    expect(promptOf(state)).toBe(before);
    load(state);
    render(<ModeControls />);
    expect(screen.getByText(/only plan changes the prompt text/)).toBeTruthy();
  });
});

describe('legacy-only controls', () => {
  it('apply under the modern prompt while a release declares its shell tool, which reads them', () => {
    const state = createDefaultPlaygroundState('0.61.0');
    expect(state.gemini.tools).toContain('run_shell_command');
    load(state);
    render(<ProjectControls />);
    expect(screen.queryByTestId('efficiency-not-applied')).toBeNull();
  });

  it('say they do not apply when the modern prompt is in force and no shell tool is declared', () => {
    const state = createDefaultPlaygroundState('0.61.0');
    // A release's shell tool declaration reads the efficiency setting in every family.
    state.gemini.tools = state.gemini.tools.filter((name) => name !== 'run_shell_command');
    const before = promptOf(state);
    const turned = structuredClone(state);
    turned.gemini.enableShellOutputEfficiency = !turned.gemini.enableShellOutputEfficiency;
    turned.gemini.platform = 'win32';
    expect(promptOf(turned)).toBe(before);
    load(state);
    render(<ProjectControls />);
    expect(screen.getByTestId('efficiency-not-applied').textContent).toMatch(/doesn’t apply/);
    expect(screen.getByTestId('platform-not-applied').textContent).toMatch(/first message/);
  }, 30_000);

  it('show their usual hints where the text reads them', () => {
    for (const [version, model] of [
      ['0.61.0', 'gemini-2.5-pro'],
      ['2026-02', 'auto-gemini-2.5'],
    ] as const) {
      const state = createDefaultPlaygroundState(version);
      state.gemini.model = model;
      load(state);
      render(<ProjectControls />);
      expect(screen.queryByTestId('efficiency-not-applied')).toBeNull();
      expect(screen.queryByTestId('platform-not-applied')).toBeNull();
      expect(screen.getByText(/Adds the guidance on keeping shell output short/)).toBeTruthy();
      cleanup();
    }
  }, 30_000);
});
