import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * When the editor is disposed, with a stand-in for Monaco that records it. The rule under
 * test: an unmounted editor is disposed in the commit that removes its element, before any
 * passive effect runs (and so before the browser's next frame). Left alive until then, its
 * automatic layout would lay out and draw the detached editor at 0 × 0.
 */
const events: string[] = [];
const subscription = { dispose: () => undefined };

const fakeEditor = {
  updateOptions: () => undefined,
  onKeyDown: () => subscription,
  onMouseDown: () => subscription,
  onDidFocusEditorWidget: () => subscription,
  onDidBlurEditorWidget: () => subscription,
  onDidChangeModelContent: () => subscription,
  getModel: () => ({ dispose: () => events.push('dispose model') }),
  dispose: () => events.push('dispose editor'),
};

vi.mock('./loadMonaco', () => ({
  loadMonaco: () => Promise.resolve({ editor: { create: () => fakeEditor } }),
}));
vi.mock('./useMonacoTheme', () => ({ useMonacoTheme: () => undefined }));

const { MonacoEditor } = await import('./MonacoEditor');

/** A component before the editor whose passive effect's cleanup records when it runs. */
function PassiveProbe() {
  useEffect(() => () => void events.push('passive cleanup'), []);
  return null;
}

beforeEach(() => {
  events.length = 0;
});

describe('MonacoEditor', () => {
  it('disposes an unmounted editor, then its text, before the passive effects run', async () => {
    const { unmount } = render(
      <>
        <PassiveProbe />
        <MonacoEditor value="hello" readOnly ariaLabel="Text" testId="editor" />
      </>,
    );
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(events).toEqual([]);
    unmount();
    expect(events).toEqual(['dispose editor', 'dispose model', 'passive cleanup']);
  });

  it('creates no editor when unmounted before Monaco has loaded', async () => {
    const { unmount } = render(<MonacoEditor value="x" readOnly ariaLabel="Text" testId="e" />);
    unmount();
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(events).toEqual([]);
  });
});
