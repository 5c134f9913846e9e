import { describe, expect, it } from 'vitest';
import type { Content } from '../../content';
import { markHistoryCuration } from './historyCuration';

const user = (text: string): Content => ({ role: 'user', parts: [{ text }] });
const model = (parts: Content['parts']): Content => ({ role: 'model', parts });

describe('markHistoryCuration', () => {
  it.each<[string, Content[], (boolean | string)[]]>([
    ['valid turns', [user('a'), model([{ text: 'b' }])], [true, true]],
    ['a model turn without parts', [user('a'), model([])], [true, 'no-parts']],
    ['an empty part object', [user('a'), model([{}])], [true, 'empty-part']],
    ['empty text', [user('a'), model([{ text: '' }])], [true, 'empty-text']],
    [
      'empty thought text, which is allowed',
      [user('a'), model([{ text: '', thought: true }])],
      [true, true],
    ],
    [
      'a run of model turns with one invalid turn',
      [user('a'), model([{ text: 'ok' }]), model([{ text: '' }]), user('c')],
      [true, 'same-run-as-invalid', 'empty-text', true],
    ],
  ])('marks %s', (_label, history, expected) => {
    // The curated history is what the model gets; invalid model output must not reach it.
    const view = markHistoryCuration(history);
    expect(view.entries.map((e) => (e.kept ? true : e.dropReason))).toEqual(expected);
    expect(view.curated).toEqual(history.filter((_c, i) => view.entries[i]?.kept));
    expect(view.droppedCount).toBe(expected.filter((e) => e !== true).length);
  });
});
