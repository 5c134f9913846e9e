import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The diff editor's pairs of texts, with a stand-in for Monaco that records what is disposed
 * and when. The rule under test: a pair stops diffing (its view model is disposed, which cancels
 * its diff) before its texts are disposed, so no diff ever runs on disposed texts.
 */
const events: string[] = [];
let diffListeners: (() => void)[] = [];

function fakeModel(text: string) {
  return { text, getValue: () => text, dispose: () => events.push(`dispose text "${text}"`) };
}
type FakeModel = ReturnType<typeof fakeModel>;

/** One side of the diff editor: takes options and says when they change (nothing to record). */
const namedSide = {
  updateOptions: () => undefined,
  getRawOptions: () => ({}),
  onDidChangeConfiguration: () => ({ dispose: () => undefined }),
};

const fakeMonaco = {
  editor: {
    createModel: (text: string) => fakeModel(text),
    createDiffEditor: () => ({
      getOriginalEditor: () => namedSide,
      getModifiedEditor: () => ({ ...namedSide, getModel: () => null }),
      createViewModel: (model: { original: FakeModel; modified: FakeModel }) => {
        const name = `${model.original.text}|${model.modified.text}`;
        return { model, dispose: () => events.push(`stop diffing ${name}`) };
      },
      setModel: (viewModel: { model: { original: FakeModel; modified: FakeModel } }) =>
        events.push(`show ${viewModel.model.original.text}|${viewModel.model.modified.text}`),
      onDidUpdateDiff: (listener: () => void) => {
        diffListeners.push(listener);
        return { dispose: () => (diffListeners = diffListeners.filter((l) => l !== listener)) };
      },
      dispose: () => events.push('dispose editor'),
    }),
  },
};

vi.mock('./loadMonaco', () => ({ loadMonaco: () => Promise.resolve(fakeMonaco) }));
vi.mock('./useMonacoTheme', () => ({ useMonacoTheme: () => undefined }));

const { MonacoDiffEditor } = await import('./MonacoDiffEditor');

function diff(original: string, modified: string) {
  return <MonacoDiffEditor original={original} modified={modified} ariaLabel="Diff" testId="d" />;
}

async function settle() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

/** Monaco reports a computed diff. */
function diffComputed() {
  act(() => diffListeners.slice().forEach((listener) => listener()));
}

beforeEach(() => {
  events.length = 0;
  diffListeners = [];
});

describe('MonacoDiffEditor', () => {
  it('stops the old pair diffing at once and disposes its texts once the new diff is in', async () => {
    const view = render(diff('a', 'b'));
    await settle();
    expect(screen.getByTestId('d').getAttribute('data-editor-ready')).toBe('true');
    expect(events).toEqual(['show a|b']);

    view.rerender(diff('a', 'c'));
    await settle();
    expect(events).toEqual(['show a|b', 'show a|c', 'stop diffing a|b']);

    diffComputed();
    expect(events.slice(3)).toEqual(['dispose text "a"', 'dispose text "b"']);
  });

  it('disposes every pair replaced before a diff came in, each stopped before its texts go', async () => {
    const view = render(diff('a', 'b'));
    await settle();
    view.rerender(diff('a', 'c'));
    await settle();
    view.rerender(diff('a', 'd'));
    await settle();
    expect(events).toEqual([
      'show a|b',
      'show a|c',
      'stop diffing a|b',
      'show a|d',
      'stop diffing a|c',
    ]);
    diffComputed();
    const disposedTexts = events.filter((e) => e.startsWith('dispose text'));
    expect(disposedTexts).toEqual([
      'dispose text "a"',
      'dispose text "b"',
      'dispose text "a"',
      'dispose text "c"',
    ]);
  });

  it('on unmount stops the pair on screen before disposing its texts', async () => {
    const view = render(diff('a', 'b'));
    await settle();
    view.unmount();
    expect(events).toEqual([
      'show a|b',
      'dispose editor',
      'stop diffing a|b',
      'dispose text "a"',
      'dispose text "b"',
    ]);
  });

  it('on unmount disposes everything before the passive effects run (before the next frame)', async () => {
    function PassiveProbe() {
      useEffect(() => () => void events.push('passive cleanup'), []);
      return null;
    }
    const view = render(
      <>
        <PassiveProbe />
        {diff('a', 'b')}
      </>,
    );
    await settle();
    view.unmount();
    expect(events.at(-1)).toBe('passive cleanup');
    expect(events).toContain('dispose editor');
  });

  it('keeps the pair when the texts are unchanged', async () => {
    const view = render(diff('a', 'b'));
    await settle();
    view.rerender(diff('a', 'b'));
    await settle();
    expect(events).toEqual(['show a|b']);
  });
});
