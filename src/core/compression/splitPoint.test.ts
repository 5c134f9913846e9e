import { describe, expect, it } from 'vitest';
import type { Content } from '../content';
import { findCompressSplitPoint, isValidSplitPoint } from './splitPoint';

const user = (text: string): Content => ({ role: 'user', parts: [{ text }] });
const model = (text: string): Content => ({ role: 'model', parts: [{ text }] });
const call = (name: string): Content => ({
  role: 'model',
  parts: [{ functionCall: { name, args: {} } }],
});
const response = (name: string, output: string): Content => ({
  role: 'user',
  parts: [{ functionResponse: { name, response: { output } } }],
});
const len = (c: Content): number => JSON.stringify(c).length;

describe('findCompressSplitPoint', () => {
  describe.each([
    { name: 'empty history → lastSplitPoint 0', contents: [], expected: 0 },
    {
      name: 'single user message → only valid point is 0, never returned early',
      contents: [user('hi')],
      expected: 0,
    },
    {
      name: 'single trailing model text → compress everything',
      contents: [model('hi')],
      expected: 1,
    },
    {
      name: 'all function responses → no valid point, last is not model → 0',
      contents: [response('a', 'x'.repeat(50)), response('b', 'y'.repeat(50))],
      expected: 0,
    },
    {
      name: 'trailing model function call → fallback to the last valid split point',
      contents: [user('a'.repeat(100)), model('b'.repeat(100)), user('c'), call('read_file')],
      expected: 2,
    },
    {
      name: 'trailing model text after the last valid point → contents.length',
      contents: [user('a'), model('b'.repeat(500))],
      expected: 2,
    },
    {
      name: 'trailing model with empty parts still counts as "no function call"',
      contents: [user('a'), { role: 'model', parts: [] }],
      expected: 2,
    },
    {
      name: 'trailing model without parts at all',
      contents: [user('a'), { role: 'model' }],
      expected: 2,
    },
  ])('$name', ({ contents, expected }) => {
    it(`returns ${expected}`, () => {
      expect(findCompressSplitPoint(contents, 0.7)).toBe(expected);
    });
  });

  it('skips a function response sitting at the target and takes the next plain user message', () => {
    // Index 3 is a function response whose preceding total already reaches the target: the
    // split must not land between a call and its response.
    const contents = [
      user('u'.repeat(200)),
      model('m'.repeat(200)),
      call('grep_search'),
      response('grep_search', 'r'.repeat(20)),
      model('done'),
      user('next'),
      model('ok'),
    ];
    expect(findCompressSplitPoint(contents, 0.5)).toBe(5);
  });

  it('uses >= at the exact boundary', () => {
    // Two messages of equal serialised length: with fraction 0.5 the cumulative total before
    // index 1 equals the target exactly, which must qualify.
    const a = user('aaaa');
    const b = user('bbbb');
    expect(len(a)).toBe(len(b));
    expect(findCompressSplitPoint([a, b], 0.5)).toBe(1);
  });

  it('does not split when the cumulative total is one character short of the target', () => {
    const a = user('aaa');
    const b = user('bbbb');
    // total = 2 len(a) + 1, target = total / 2 > len(a): index 1 is only remembered; the
    // trailing message is a user message, so lastSplitPoint (1) is returned by the fallback.
    expect(findCompressSplitPoint([a, b], 0.5)).toBe(1);
    expect(findCompressSplitPoint([a, b, model('x')], 0.5)).toBe(3);
  });

  it('measures JSON.stringify length: escapes count double, non-ASCII counts per UTF-16 unit', () => {
    const escaped = user('"\n');
    const emoji = user('😀');
    const cjk = user('漢');
    const control = user('\u0001');
    expect(len(escaped) - len(user(''))).toBe(4); // \" and \n cost 2 each
    expect(len(emoji) - len(user(''))).toBe(2); // surrogate pair = 2 units
    expect(len(cjk) - len(user(''))).toBe(1);
    expect(len(control) - len(user(''))).toBe(6); // \u0001
    // A newline-heavy first message outweighs a longer-looking plain one: counted by text
    // length (60 of 162) it would stay below 45%, serialised it reaches the target.
    const first = user('\n'.repeat(60));
    const second = user('x'.repeat(100));
    expect(len(first)).toBeGreaterThan(len(second));
    expect(findCompressSplitPoint([first, second, model('ok')], 0.45)).toBe(1);
  });

  it.each([0, 1, -0.1, 1.5, Number.NaN])('throws for fraction %s', (fraction) => {
    expect(() => findCompressSplitPoint([user('a')], fraction)).toThrow(
      'Fraction must be between 0 and 1',
    );
  });
});

describe('isValidSplitPoint', () => {
  it.each([
    ['user text', user('x'), true],
    ['user without parts', { role: 'user' } as Content, true],
    ['user with empty parts', { role: 'user', parts: [] } as Content, true],
    ['function response', response('a', 'b'), false],
    ['model text', model('x'), false],
    [
      'user text plus a function response',
      { role: 'user', parts: [{ text: 'a' }, { functionResponse: { name: 'x' } }] } as Content,
      false,
    ],
  ])('%s → %s', (_name, content, expected) => {
    expect(isValidSplitPoint(content)).toBe(expected);
  });
});
