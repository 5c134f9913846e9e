/** Switching the memory form to parts keeps the typed memory in the prompt, and the badge counts what is in force. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState, renderSystemPrompt, toPromptInput } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { MemoryBadge } from './GroupBadges';
import { MemoryParts } from './MemoryParts';

const config = () => useConfigStore.getState().config;

beforeEach(() => {
  const state = createDefaultPlaygroundState('0.61.0');
  state.gemini.userMemory = 'Always use tabs for indentation.';
  useConfigStore.setState({ config: state, past: [], future: [] });
});
afterEach(cleanup);

describe('memory form', () => {
  it('keeps the typed memory in the prompt when the form becomes parts', () => {
    render(<MemoryParts />);
    fireEvent.change(screen.getByTestId('memory-form'), { target: { value: 'parts' } });
    expect(config().gemini.memoryForm).toBe('parts');
    const global = screen.getByTestId('memory-part-global') as HTMLTextAreaElement;
    expect(global.value).toBe('Always use tabs for indentation.');
    expect(renderSystemPrompt(toPromptInput(config())).text).toContain(
      'Always use tabs for indentation.',
    );
  });

  it('leaves a global part the user already wrote as it was', () => {
    const state = config();
    state.gemini.memoryParts = { ...state.gemini.memoryParts, global: 'Mine.' };
    useConfigStore.setState({ config: { ...state } });
    render(<MemoryParts />);
    fireEvent.change(screen.getByTestId('memory-form'), { target: { value: 'parts' } });
    expect(config().gemini.memoryParts.global).toBe('Mine.');
  });

  it('badge counts the memory in force: the parts in the parts form', () => {
    const state = config();
    state.gemini.memoryForm = 'parts';
    state.gemini.memoryParts = {
      global: 'abc',
      extension: '',
      project: 'de',
      userProjectMemory: '',
    };
    useConfigStore.setState({ config: { ...state } });
    render(<MemoryBadge />);
    expect(document.body.textContent).toBe('5 chars');
    cleanup();
    state.gemini.memoryParts = { global: '', extension: '', project: '', userProjectMemory: '' };
    useConfigStore.setState({ config: { ...state } });
    render(<MemoryBadge />);
    expect(document.body.textContent).toBe('empty');
  });
});
