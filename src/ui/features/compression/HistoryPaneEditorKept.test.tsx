/**
 * The history editor survives a generated history: it is hidden, not taken down, so switching
 * to the generator does not dispose Monaco while the worker plans, and coming back reuses it.
 */
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { HistorySourceState } from '../../history/useHistorySource';
import { HistoryPane } from './HistoryPane';
import { NO_PLAN_YET } from './useCompressionPlan';

const lifecycle = vi.hoisted(() => ({ mounts: 0, unmounts: 0 }));

// Monaco does not run in jsdom: a text area that counts its mounts stands in for it.
vi.mock('../../monaco/MonacoEditor', () => ({
  MonacoEditor: (props: { value: string; ariaLabel: string }) => {
    useEffect(() => {
      lifecycle.mounts++;
      return () => {
        lifecycle.unmounts++;
      };
    }, []);
    return <textarea aria-label={props.ariaLabel} value={props.value} readOnly />;
  },
}));
vi.mock('./jsonLanguage', () => ({ loadMonacoWithJson: () => Promise.resolve({}) }));

const base = { sample: null, samples: [], loading: false, error: null };
const text = (value: string): HistorySourceState => ({
  ...base,
  origin: 'custom',
  source: { kind: 'text', text: value },
  text: value,
});
const synthetic: HistorySourceState = {
  ...base,
  origin: 'synthetic',
  source: { kind: 'synthetic', turns: 40, seed: 7 },
  text: null,
};
const loadingSample: HistorySourceState = {
  ...base,
  origin: 'sample',
  source: null,
  text: null,
  loading: true,
};

const pane = (history: HistorySourceState) => (
  <HistoryPane history={history} plan={NO_PLAN_YET} onEdit={() => {}} />
);

describe('HistoryPane keeps its editor', () => {
  it('hides the editor for a generated history and shows the same one again for a text', async () => {
    lifecycle.mounts = 0;
    lifecycle.unmounts = 0;
    const { rerender } = render(pane(text('[{"role":"user","parts":[{"text":"a"}]}]')));
    const editor = await screen.findByLabelText('History JSON');
    expect(lifecycle.mounts).toBe(1);

    await act(async () => rerender(pane(synthetic)));
    expect(screen.getByText(/Generated with 40 turns and seed 7/)).toBeTruthy();
    const slot = screen.getByTestId('history-editor-slot');
    expect(slot.hidden).toBe(true);
    expect(slot.contains(editor)).toBe(true);
    expect(lifecycle.unmounts).toBe(0);

    await act(async () => rerender(pane(text('[]'))));
    expect(screen.getByTestId('history-editor-slot').hidden).toBe(false);
    expect(screen.getByLabelText<HTMLTextAreaElement>('History JSON')).toBe(editor);
    expect(editor).toHaveProperty('value', '[]');
    expect(screen.queryByText(/Generated with/)).toBeNull();
    expect([lifecycle.mounts, lifecycle.unmounts]).toEqual([1, 0]);
  });

  it('says a sample is loading while its text is on the way, with the old editor hidden', async () => {
    const { rerender } = render(pane(text('[]')));
    await screen.findByLabelText('History JSON');
    await act(async () => rerender(pane(loadingSample)));
    expect(screen.getByText('Loading the sample history…')).toBeTruthy();
    expect(screen.getByTestId('history-editor-slot').hidden).toBe(true);
  });
});
