import { describe, expect, it } from 'vitest';
import type { Content } from '../content';
import { curateHistory, isValidModelContent } from './curate';

const user = (text: string): Content => ({ role: 'user', parts: [{ text }] });
const model = (text: string): Content => ({ role: 'model', parts: [{ text }] });

describe('curateHistory', () => {
  it('keeps valid histories unchanged', () => {
    const history = [user('a'), model('b'), user('c')];
    expect(curateHistory(history)).toEqual({ curated: history, dropped: [] });
  });

  it('drops a whole run of model turns when one of them is invalid', () => {
    // The CLI judges consecutive model turns together: one empty text poisons the run.
    const history = [user('a'), model('b'), model(''), user('c'), model('d')];
    const { curated, dropped } = curateHistory(history);
    expect(dropped).toEqual([1, 2]);
    expect(curated).toEqual([user('a'), user('c'), model('d')]);
  });

  it('keeps user turns even when they are empty', () => {
    const history: Content[] = [{ role: 'user', parts: [] }, model('x')];
    expect(curateHistory(history).curated).toHaveLength(2);
  });

  it('does not mutate its input', () => {
    const history = [user('a'), model('')];
    const copy = structuredClone(history);
    curateHistory(history);
    expect(history).toEqual(copy);
  });
});

describe('isValidModelContent', () => {
  it.each([
    ['text', model('x'), true],
    ['no parts', { role: 'model' } as Content, false],
    ['empty parts', { role: 'model', parts: [] } as Content, false],
    ['empty part object', { role: 'model', parts: [{}] } as Content, false],
    ['empty text', model(''), false],
    [
      'empty thought text is allowed',
      { role: 'model', parts: [{ text: '', thought: true }] } as Content,
      true,
    ],
    [
      'function call',
      { role: 'model', parts: [{ functionCall: { name: 'ls' } }] } as Content,
      true,
    ],
  ])('%s → %s', (_name, content, expected) => {
    expect(isValidModelContent(content)).toBe(expected);
  });
});
