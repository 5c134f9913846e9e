import { describe, expect, it } from 'vitest';
import { getInitialChatHistory } from './environmentContext';
import {
  formatSessionMemory,
  getSessionContextText,
  getSessionInitialHistory,
  type SessionContextInput,
} from './sessionContext';

const input = (over: Partial<SessionContextInput> = {}): SessionContextInput => ({
  date: '2026-02-05',
  locale: 'en-US',
  platform: 'darwin',
  tempDir: '/Users/me/.gemini/tmp/abc123',
  workspaceDirs: ['/Users/me/app'],
  trees: { '/Users/me/app': 'TREE-APP', '/Users/me/lib': 'TREE-LIB' },
  environmentMemory: '',
  session: { includeDirectoryTree: true, memory: { extension: '', project: '' } },
  ...over,
});
const memory = (extension: string, project: string): Partial<SessionContextInput> => ({
  session: { includeDirectoryTree: true, memory: { extension, project } },
});

const OPENING = [
  '<session_context>',
  'This is the Gemini CLI. We are setting up the context for our chat.',
  "Today's date is Thursday, February 5, 2026 (formatted according to the user's locale).",
  'My operating system is: darwin',
  "The project's temporary directory is: /Users/me/.gemini/tmp/abc123",
];

describe('getSessionContextText: the current first message', () => {
  it('wraps one directory in the workspace list with its tree, and has no closing lines', () => {
    expect(getSessionContextText(input()).split('\n')).toEqual([
      ...OPENING,
      '- **Workspace Directories:**',
      '  - /Users/me/app',
      '- **Directory Structure:**',
      '',
      'TREE-APP',
      '',
      '',
      '</session_context>',
    ]);
  });

  it('always uses the list form, also for several directories, trees joined by a newline', () => {
    const text = getSessionContextText(
      input({ workspaceDirs: ['/Users/me/app', '/Users/me/lib'] }),
    );
    expect(text).toContain(
      '- **Workspace Directories:**\n  - /Users/me/app\n  - /Users/me/lib\n- **Directory Structure:**\n\nTREE-APP\nTREE-LIB\n',
    );
    expect(text).not.toContain("I'm currently working");
  });

  it('drops the whole workspace block without the directory tree, keeping the blank lines', () => {
    const lines = getSessionContextText(
      input({ session: { includeDirectoryTree: false, memory: { extension: '', project: '' } } }),
    ).split('\n');
    // Not sanitised: the empty directory context and the empty memory leave blank lines.
    expect(lines).toEqual([...OPENING, '', '', '', '</session_context>']);
  });

  it('puts Tier-2 memory in a loaded_context block, extension before project', () => {
    const text = getSessionContextText(input(memory(' EXT ', 'PROJECT')));
    expect(
      text.endsWith(
        'TREE-APP\n\n\n<loaded_context>\n<extension_context>\nEXT\n</extension_context>\n<project_context>\nPROJECT\n</project_context>\n</loaded_context>\n</session_context>',
      ),
    ).toBe(true);
  });

  it('leaves out an empty memory part', () => {
    const text = getSessionContextText(input(memory('', 'P')));
    expect(text).toContain(
      '<loaded_context>\n<project_context>\nP\n</project_context>\n</loaded_context>',
    );
    expect(text).not.toContain('extension_context');
  });

  it('never carries the 2026-02 reminder or setup lines', () => {
    const text = getSessionContextText(input());
    expect(text).not.toContain('Reminder:');
    expect(text).not.toContain('My setup is complete');
  });
});

describe('formatSessionMemory', () => {
  it('is empty when both parts are blank', () => {
    expect(formatSessionMemory({ extension: ' \n', project: '' })).toBe('');
  });
});

describe('getInitialChatHistory picks the message by the input', () => {
  it('gives the session_context message when the current options are set', () => {
    const text = getInitialChatHistory(input())[0]?.parts?.[0]?.text ?? '';
    expect(text.startsWith('<session_context>')).toBe(true);
    const { session: _s, ...old } = input();
    const oldText = getInitialChatHistory(old)[0]?.parts?.[0]?.text ?? '';
    expect(oldText).toContain('My setup is complete');
  });
});

describe('getSessionInitialHistory', () => {
  it('prepends the session context as one user message', () => {
    const history = getSessionInitialHistory(input(), [{ role: 'model', parts: [{ text: 'ok' }] }]);
    expect(history).toHaveLength(2);
    expect(history[0]?.role).toBe('user');
    expect(history[0]?.parts?.[0]?.text?.startsWith('<session_context>')).toBe(true);
  });

  it('reuses a history that already starts with the same session context item', () => {
    const first = getSessionInitialHistory(input());
    const again = getSessionInitialHistory(input(), first);
    expect(again).toEqual(first);
  });
});
