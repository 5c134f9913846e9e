import { describe, expect, it } from 'vitest';
import { parseHistoryJson } from './parseHistory';

const errorOf = (text: string) => {
  const result = parseHistoryJson(text);
  if (!('error' in result)) throw new Error('expected an error');
  return result.error;
};

const valid = `[
  { "role": "user", "parts": [{ "text": "hi" }] },
  { "role": "model", "parts": [{ "functionCall": { "name": "ls", "args": {} } }] }
]`;

describe('parseHistoryJson, accepted shapes', () => {
  it.each([
    ['a bare array', valid],
    ['{history: [...]}', `{ "history": ${valid} }`],
    ['{contents: [...]}', `{ "contents": ${valid} }`],
  ])('accepts %s', (_name, text) => {
    const result = parseHistoryJson(text);
    expect('history' in result && result.history).toHaveLength(2);
  });

  it('accepts messages without parts (valid split points in the CLI)', () => {
    expect(parseHistoryJson('[{"role":"user"}]')).toEqual({
      history: [{ role: 'user' }],
      form: 'contents',
      notes: [],
    });
  });
});

describe('parseHistoryJson, syntax errors name the line', () => {
  it.each([
    [
      'a missing comma',
      '[\n  {"role": "user"}\n  {"role": "model"}\n]',
      3,
      3,
      "expected ',' or ']'",
    ],
    ['a trailing comma', '[\n  {"role": "user"},\n]', 3, 1, 'trailing comma'],
    ['single quotes', "[\n  {'role': 'user'}\n]", 2, 4, 'property name in double quotes'],
    ['an unterminated string', '[\n  {"role": "user', 2, 12, 'unterminated string'],
    ['an empty text', '', 1, 1, 'expected a value'],
    ['text after the value', '[]\n\nx', 3, 1, "unexpected 'x'"],
    ['a raw newline in a string', '[{"role": "us\ner"}]', 1, 14, 'control character'],
  ])('%s', (_name, text, line, column, problem) => {
    const error = errorOf(text);
    expect([error.line, error.column]).toEqual([line, column]);
    expect(error.problem).toContain(problem);
    expect(error.message).toBe(`line ${line}: ${error.problem}`);
  });
});

describe('parseHistoryJson, shape errors name the line', () => {
  it('points at the part with no known field', () => {
    const text = [
      '{ "history": [',
      '  { "role": "user", "parts": [{ "text": "a" }] },',
      '  { "role": "model", "parts": [',
      '    { "text": "b" },',
      '    { "tool_code": { "name": "ls" } }',
      '  ] }',
      '] }',
    ].join('\n');
    const error = errorOf(text);
    expect(error.line).toBe(5);
    expect(error.problem).toContain(
      'parts[1] of message 1 has no known part field (found "tool_code")',
    );
  });

  it.each([
    [
      'a bad role',
      '[\n {"role":"user"},\n {"role":"system","parts":[]}\n]',
      3,
      'message 1 has role "system"; expected "user" or "model"',
    ],
    ['a missing role', '[\n  {"parts":[]}\n]', 2, 'message 0 has no role'],
    [
      'parts that are not an array',
      '[\n {"role":"user",\n  "parts": {"text":"x"}}\n]',
      3,
      'parts of message 0 is not an array',
    ],
    ['a non-object message', '[\n 1,\n 2\n]', 2, 'message 0 is not an object'],
    [
      'text that is not a string',
      '[{"role":"user","parts":[\n{"text":3}]}]',
      2,
      'parts[0] of message 0: text is not a string',
    ],
    ['a top-level object without history', '{"messages": []}', 1, 'expected an array of messages'],
  ])('%s', (_name, text, line, problem) => {
    const error = errorOf(text);
    expect(error.line).toBe(line);
    expect(error.problem).toContain(problem);
  });
});
