import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeHistoryForm } from './historyForms';
import { parseHistoryJson, type ParsedHistory } from './parseHistory';
import { findCompressSplitPoint } from './splitPoint';

// Hand-written files in the real shapes (our own content): a session the CLI records under
// ~/.gemini/tmp/<project>/chats/, and a logged generateContent request.
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function parsed(text: string): ParsedHistory {
  const result = parseHistoryJson(text);
  if ('error' in result) throw new Error(result.error.message);
  return result;
}

describe('a Gemini CLI session file', () => {
  const result = parsed(fixture('cli-session.json'));

  it('is recognised as such, and says what the conversion did', () => {
    expect(result.form).toBe('cli-session');
    const said = describeHistoryForm(result.form, result.notes);
    expect(said).toMatch(/^Recognised a Gemini CLI session file: session 7b2e9c41/);
    expect(said).toContain('7 records became 8 messages');
    expect(said).toContain('3 tool calls with their responses');
    expect(said).toContain('2 thoughts kept as thought parts');
    expect(said).toContain('1 info, warning or error record left out');
  });

  it('turns user and gemini records into user and model messages, in order', () => {
    expect(result.history.map((c) => c.role)).toEqual([
      'user',
      'model',
      'user',
      'model',
      'user',
      'model',
      'user',
      'model',
    ]);
    expect(result.history[0]?.parts).toEqual([
      { text: 'The invoice totals are off by a cent for some orders. Can you find out why?' },
    ]);
  });

  it('keeps thoughts as thought parts, then the text, then the function calls', () => {
    const model = result.history[1]?.parts ?? [];
    expect(model[0]).toMatchObject({ thought: true, text: expect.stringContaining('Locating') });
    expect(model[1]).toEqual({ text: "I'll start with the code that sums the line items." });
    expect(model.slice(2).map((p) => p.functionCall?.name)).toEqual(['grep_search', 'read_file']);
  });

  it('answers each call with its recorded function response, ids matching', () => {
    const calls = (result.history[1]?.parts ?? []).map((p) => p.functionCall?.id);
    const responses = (result.history[2]?.parts ?? []).map((p) => p.functionResponse?.id);
    expect(responses).toEqual(calls.slice(2));
  });

  it('is a history the compression split works on (responses are never split points)', () => {
    const split = findCompressSplitPoint(result.history, 0.7);
    const at = result.history[split];
    expect(at === undefined || at.parts?.every((p) => !p.functionResponse)).toBe(true);
  });
});

describe('a logged Gemini API request', () => {
  const result = parsed(fixture('api-request.json'));

  it('is recognised as such; its system instruction is named and left out', () => {
    expect(result.form).toBe('api-request');
    const said = describeHistoryForm(result.form, result.notes);
    expect(said).toMatch(/^Recognised a logged Gemini API request: 6 messages from "contents"/);
    expect(said).toContain('its system instruction (');
    expect(result.history).toHaveLength(6);
    expect(JSON.stringify(result.history)).not.toContain('You are an interactive CLI agent');
  });

  it('keeps thought parts and thought signatures as they are', () => {
    const model = result.history[2]?.parts ?? [];
    expect(model[0]?.thought).toBe(true);
    expect(model[1]?.['thoughtSignature']).toBeTypeOf('string');
  });

  it('also reads the SDK form (config.systemInstruction) and a wrapped {request}', () => {
    const rest = JSON.parse(fixture('api-request.json')) as Record<string, unknown>;
    const { systemInstruction, ...others } = rest;
    const sdk = parsed(JSON.stringify({ ...others, config: { systemInstruction } }));
    expect(sdk.form).toBe('api-request');
    expect(sdk.notes?.join(' ')).toContain('system instruction');
    const wrapped = parsed(JSON.stringify({ request: rest }));
    expect(wrapped.form).toBe('api-request');
    expect(wrapped.history).toHaveLength(6);
  });

  it('names the line of a bad message inside "contents"', () => {
    const broken = fixture('api-request.json').replace('"role": "model"', '"role": "assistant"');
    const outcome = parseHistoryJson(broken);
    expect('error' in outcome && outcome.error.problem).toContain('role "assistant"');
  });
});

describe('other forms', () => {
  it('still reads a bare list and {history}', () => {
    expect(parsed('[]').form).toBe('contents');
    expect(parsed('{"history": []}').form).toBe('history-object');
  });

  it('rejects an object it does not know, naming every accepted form', () => {
    const outcome = parseHistoryJson('{"messages": []}');
    expect('error' in outcome && outcome.error.problem).toContain('Gemini CLI session file');
  });
});
