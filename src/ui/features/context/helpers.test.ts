import { describe, expect, it } from 'vitest';
import { displayPath, newFileProblem, suggestMemoryPath } from './paths';
import { parseSessionStart } from './sessionStart';
import { responseOutput } from './responseOutput';
import { buildSkillActivations } from './skills';
import { loadHistory, withoutEnvironmentMessage } from './turnHistory';

describe('paths', () => {
  it('shows paths below the working directory relative to it', () => {
    expect(displayPath('/w/docs/a.md', '/w')).toBe('docs/a.md');
    expect(displayPath('/home/u/.gemini/GEMINI.md', '/w')).toBe('/home/u/.gemini/GEMINI.md');
  });

  describe.each([
    ['docs/a.md', 'absolute'],
    ['/w/docs/', 'folder'],
    ['/w/../x.md', '. and ..'],
    ['/w/a.md', 'already exists'],
    ['/w/src', 'folder of that name'],
  ])('newFileProblem(%s)', (path, expected) => {
    it(`mentions “${expected}”`, () => {
      const files = { '/w/a.md': '', '/w/src/i.ts': '' };
      expect(newFileProblem(path, files)).toContain(expected);
    });
  });

  it('accepts a new absolute file path', () => {
    expect(newFileProblem('/w/GEMINI.md', {})).toBeNull();
  });

  it('suggests the first free GEMINI.md location', () => {
    expect(suggestMemoryPath('/w', {})).toBe('/w/GEMINI.md');
    expect(suggestMemoryPath('/w', { '/w/GEMINI.md': '' })).toBe('/w/src/GEMINI.md');
  });
});

describe('parseSessionStart', () => {
  it('rejects text that is not a prompt configuration', () => {
    expect(parseSessionStart('{')).toEqual({ error: expect.stringContaining('JSON') });
    expect(parseSessionStart('{"model":1}')).toEqual({
      error: expect.stringContaining('not a prompt'),
    });
  });
});

describe('responseOutput', () => {
  it('reads the output string, else the JSON', () => {
    expect(responseOutput({ output: 'ok' })).toBe('ok');
    expect(responseOutput({ error: 'x' })).toBe('{"error":"x"}');
    expect(responseOutput('plain')).toBe('plain');
  });
});

describe('buildSkillActivations', () => {
  it('wraps instructions and appends AfterTool hook context to the skill result', () => {
    const [activation] = buildSkillActivations(
      [{ name: 'notes', instructions: 'Be brief.' }],
      [{ hookName: 'h', additionalContext: 'ctx', enabled: true }],
    );
    expect(activation?.text).toContain('<instructions>');
    const output = responseOutput(activation?.response.parts?.[0]?.functionResponse?.response);
    // The hook context lands after the skill text, after a blank line.
    expect(output).toContain('</activated_skill>\n\n<hook_context>ctx</hook_context>');
  });

  it('skips activations without a skill name', () => {
    expect(buildSkillActivations([{ name: ' ', instructions: 'x' }], [])).toEqual([]);
  });
});

describe('turn history', () => {
  it('drops a recorded environment message that opens like the fresh one', () => {
    const history = [
      { role: 'user', parts: [{ text: 'This is the CLI.\nold date' }] },
      { role: 'user', parts: [{ text: 'hi' }] },
    ];
    expect(withoutEnvironmentMessage(history, 'This is the CLI.\nnew date')).toHaveLength(1);
    expect(withoutEnvironmentMessage(history, 'Something else')).toHaveLength(2);
  });

  it('reports invalid JSON instead of throwing', () => {
    expect(loadHistory({ kind: 'text', text: '[{' }).error).toContain('History JSON');
  });
});
