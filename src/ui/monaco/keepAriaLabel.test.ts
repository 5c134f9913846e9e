/** A diff editor's two text fields keep their names when Monaco resets their options. */
import { describe, expect, it } from 'vitest';
import { keepAriaLabel, type NamedEditor } from './keepAriaLabel';

/** An editor whose options change as Monaco's diff editor changes them, listeners and all. */
function fakeEditor(): NamedEditor & { reset(): void; updates: number } {
  let ariaLabel: string | undefined;
  const listeners: (() => void)[] = [];
  const editor = {
    updates: 0,
    updateOptions(options: { ariaLabel: string }) {
      editor.updates++;
      if (options.ariaLabel === ariaLabel) return;
      ariaLabel = options.ariaLabel;
      for (const listener of [...listeners]) listener();
    },
    getRawOptions: () => ({ ariaLabel }),
    onDidChangeConfiguration(listener: () => void) {
      listeners.push(listener);
      return { dispose: () => void listeners.splice(listeners.indexOf(listener), 1) };
    },
    /** What the diff editor does on a narrow screen: the field's name becomes empty. */
    reset() {
      editor.updateOptions({ ariaLabel: '' });
    },
  };
  return editor;
}

describe('keepAriaLabel', () => {
  it('names the field, and names it again after the diff editor empties the name', () => {
    const editor = fakeEditor();
    keepAriaLabel(editor, 'Diff: A (before)');
    expect(editor.getRawOptions().ariaLabel).toBe('Diff: A (before)');
    editor.reset();
    expect(editor.getRawOptions().ariaLabel).toBe('Diff: A (before)');
  });

  it('settles: setting the name back does not loop', () => {
    const editor = fakeEditor();
    keepAriaLabel(editor, 'Diff: B (after)');
    editor.reset();
    expect(editor.updates).toBeLessThan(5);
  });

  it('stops once disposed', () => {
    const editor = fakeEditor();
    keepAriaLabel(editor, 'Diff').dispose();
    editor.reset();
    expect(editor.getRawOptions().ariaLabel).toBe('');
  });
});
