import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../../core';
import { useConfigStore } from '../store/configStore';
import { handleUndoKey, hasOwnTextUndo } from '../store/useUndoShortcuts';
import { UndoRedoButtons } from './UndoRedoButtons';

function setModel(model: string): void {
  act(() => useConfigStore.getState().patch('gemini', { model }));
}

const model = () => useConfigStore.getState().config.gemini.model;

beforeEach(() => {
  useConfigStore.setState({
    config: createDefaultPlaygroundState(),
    past: [],
    future: [],
    lastChange: null,
  });
});
afterEach(cleanup);

describe('UndoRedoButtons', () => {
  it('shows both shortcuts and starts disabled with nothing to undo', () => {
    render(<UndoRedoButtons />);
    const undo = screen.getByRole('button', { name: /Undo/ });
    const redo = screen.getByRole('button', { name: /Redo/ });
    expect(undo.textContent).toContain('Ctrl+Z');
    expect(redo.textContent).toContain('Ctrl+Y');
    expect(undo).toHaveProperty('disabled', true);
    expect(redo).toHaveProperty('disabled', true);
  });

  it('undoes and redoes a configuration change', () => {
    render(<UndoRedoButtons />);
    setModel('flash');
    fireEvent.click(screen.getByRole('button', { name: /Undo/ }));
    expect(model()).not.toBe('flash');
    fireEvent.click(screen.getByRole('button', { name: /Redo/ }));
    expect(model()).toBe('flash');
    expect(screen.getByRole('button', { name: /Redo/ })).toHaveProperty('disabled', true);
  });
});

describe('the undo shortcut', () => {
  function press(target: HTMLElement, init: KeyboardEventInit): void {
    document.body.append(target);
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    Object.defineProperty(event, 'target', { value: target });
    act(() => handleUndoKey(event));
    target.remove();
  }

  it('works from a checkbox, a select or a button (no text undo there)', () => {
    for (const make of [
      () => Object.assign(document.createElement('input'), { type: 'checkbox' }),
      () => document.createElement('select'),
      () => document.createElement('button'),
    ]) {
      setModel('flash');
      press(make(), { key: 'z', ctrlKey: true });
      expect(model()).not.toBe('flash');
    }
  });

  it('leaves Ctrl+Z to a text field and a textarea', () => {
    setModel('flash');
    const input = Object.assign(document.createElement('input'), { type: 'text' });
    press(input, { key: 'z', ctrlKey: true });
    press(document.createElement('textarea'), { key: 'z', ctrlKey: true });
    expect(model()).toBe('flash');
    expect(hasOwnTextUndo(input)).toBe(true);
  });

  it('redoes with Ctrl+Y and Ctrl+Shift+Z', () => {
    setModel('flash');
    const button = document.createElement('button');
    press(button, { key: 'z', ctrlKey: true });
    press(button, { key: 'y', ctrlKey: true });
    expect(model()).toBe('flash');
    press(button, { key: 'z', ctrlKey: true });
    press(button, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(model()).toBe('flash');
  });
});
