import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import { describeConfigDifferences } from './configDiff';

describe('describeConfigDifferences', () => {
  it('lists nothing for equal configurations', () => {
    expect(
      describeConfigDifferences(createDefaultPlaygroundState(), createDefaultPlaygroundState()),
    ).toEqual([]);
  });

  it('names settings in product words, not JSON paths', () => {
    const a = createDefaultPlaygroundState();
    const b = createDefaultPlaygroundState();
    b.gemini.approvalMode = 'plan';
    b.gemini.model = 'gemini-2.5-pro';
    b.gemini.env = { GEMINI_PROMPT_GIT: '0', SANDBOX: 'docker' };
    b.gemini.userMemory = 'Use tabs.';
    b.gemini.tools = b.gemini.tools.filter((t) => t !== 'web_fetch');
    b.tokens.encoding = 'cl100k_base';
    const diff = describeConfigDifferences(a, b);
    expect(diff).toEqual(
      expect.arrayContaining([
        { setting: 'Approval mode', a: 'Default (asks)', b: 'Plan' },
        { setting: 'Model', a: a.gemini.model, b: 'gemini-2.5-pro' },
        { setting: 'Git Repository section', a: 'on', b: 'off' },
        { setting: 'Variable SANDBOX', a: 'unset', b: 'docker' },
        { setting: 'Memory', a: 'empty', b: '9 characters' },
        { setting: 'Tools', a: 'has web_fetch', b: '—' },
        { setting: 'Token counting: encoding', a: a.tokens.encoding, b: 'cl100k_base' },
      ]),
    );
    // No raw paths or JSON braces reach the user.
    for (const item of diff)
      expect(`${item.setting}${item.a}${item.b}`).not.toMatch(/[{}]|gemini\./);
  });

  it('describes memory edits of equal length and workspace files by path', () => {
    const a = createDefaultPlaygroundState();
    const b = createDefaultPlaygroundState();
    a.gemini.userMemory = 'aaaa';
    b.gemini.userMemory = 'bbbb';
    b.workspace.files = { ...b.workspace.files, '/home/dev/NEW.md': 'hello' };
    const diff = describeConfigDifferences(a, b);
    expect(diff).toContainEqual({
      setting: 'Memory',
      a: '4 characters',
      b: 'edited, 4 characters',
    });
    expect(diff).toContainEqual({
      setting: 'File /home/dev/NEW.md',
      a: 'absent',
      b: 'added, 5 characters',
    });
  });
});
