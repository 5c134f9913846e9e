import { useEffect } from 'react';
import { useConfigStore } from './configStore';

/** Input types whose Ctrl+Z the browser keeps for its own text undo. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'number']);

/**
 * True when the focused element has its own text undo: a text input, a textarea, editable
 * content or a Monaco editor. Checkboxes, selects, buttons and date pickers have none, so the
 * configuration's undo applies there.
 */
export function hasOwnTextUndo(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('.monaco-editor')) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type);
  return target.isContentEditable;
}

/** True on Apple platforms, where the shortcuts use ⌘. */
function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}

/** How the undo and redo shortcuts are shown on this platform, and their ARIA form. */
export function undoShortcutLabels(): {
  undo: string;
  redo: string;
  undoAria: string;
  redoAria: string;
} {
  return isApple()
    ? { undo: '⌘Z', redo: '⇧⌘Z', undoAria: 'Meta+Z', redoAria: 'Meta+Shift+Z' }
    : { undo: 'Ctrl+Z', redo: 'Ctrl+Y', undoAria: 'Control+Z', redoAria: 'Control+Y' };
}

/** Handles one keydown: undo on Ctrl/Cmd+Z, redo on Ctrl/Cmd+Shift+Z or Ctrl+Y. */
export function handleUndoKey(event: KeyboardEvent): void {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || hasOwnTextUndo(event.target)) return;
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) {
    event.preventDefault();
    useConfigStore.getState().undo();
  } else if ((key === 'z' && event.shiftKey) || key === 'y') {
    event.preventDefault();
    useConfigStore.getState().redo();
  }
}

/**
 * Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z or Ctrl+Y redoes configuration changes from
 * anywhere except a text field or editor, which keep their own text undo.
 */
export function useUndoShortcuts(): void {
  useEffect(() => {
    window.addEventListener('keydown', handleUndoKey);
    return () => window.removeEventListener('keydown', handleUndoKey);
  }, []);
}
