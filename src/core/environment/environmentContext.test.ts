import { describe, expect, it } from 'vitest';
import type { Content } from '../content';
import { getEnvironmentContext, getInitialChatHistory } from './environmentContext';
import {
  createDefaultEnvironmentInput,
  formatEnvironmentDate,
  type EnvironmentInput,
} from './environmentInput';

const base = (over: Partial<EnvironmentInput> = {}): EnvironmentInput => ({
  date: '2026-02-05',
  locale: 'en-US',
  platform: 'darwin',
  tempDir: '/Users/me/.gemini/tmp/abc123',
  workspaceDirs: ['/Users/me/app'],
  trees: { '/Users/me/app': 'TREE-APP', '/Users/me/lib': 'TREE-LIB' },
  environmentMemory: '',
  ...over,
});

const firstText = (history: Content[]): string => history[0]?.parts?.[0]?.text ?? '';

describe('formatEnvironmentDate', () => {
  it.each([
    ['2026-02-05', 'en-US', 'Thursday, February 5, 2026'],
    ['2026-11-21', 'en-US', 'Saturday, November 21, 2026'],
    ['2026-11-21', 'de-DE', 'Samstag, 21. November 2026'],
    ['not a date', 'en-US', 'not a date'],
  ])('%s in %s → %s', (date, locale, expected) => {
    expect(formatEnvironmentDate(date, locale)).toBe(expected);
  });

  it('falls back to the default locale instead of throwing on a malformed tag', () => {
    expect(formatEnvironmentDate('2026-02-05', '!!')).toContain('2026');
  });

  it('gives each locale its own format when locales alternate (one formatter per locale)', () => {
    for (let round = 0; round < 3; round++) {
      expect(formatEnvironmentDate('2026-11-21', 'en-US')).toBe('Saturday, November 21, 2026');
      expect(formatEnvironmentDate('2026-11-21', 'de-DE')).toBe('Samstag, 21. November 2026');
      expect(formatEnvironmentDate('2026-11-21', '!!')).toContain('2026');
    }
  });
});

describe('getInitialChatHistory: the first user message', () => {
  it('has the CLI line order for one directory, with no memory', () => {
    const history = getInitialChatHistory(base());
    expect(history).toHaveLength(1);
    expect(history[0]?.role).toBe('user');
    // Each line is what the model reads as the session's setup; order matters for fidelity.
    expect(firstText(history).split('\n')).toEqual([
      'This is the Gemini CLI. We are setting up the context for our chat.',
      "Today's date is Thursday, February 5, 2026 (formatted according to the user's locale).",
      'My operating system is: darwin',
      "The project's temporary directory is: /Users/me/.gemini/tmp/abc123",
      "I'm currently working in the directory: /Users/me/app",
      'Here is the folder structure of the current working directories:',
      '',
      'TREE-APP',
      '',
      'Reminder: Do not return an empty response when a tool call is required.',
      '',
      'My setup is complete. I will provide my first command in the next turn.',
    ]);
  });

  it('lists several directories and joins their trees with a newline', () => {
    const text = firstText(
      getInitialChatHistory(base({ workspaceDirs: ['/Users/me/app', '/Users/me/lib'] })),
    );
    expect(text).toContain(
      "I'm currently working in the following directories:\n  - /Users/me/app\n  - /Users/me/lib\n" +
        'Here is the folder structure of the current working directories:\n\nTREE-APP\nTREE-LIB\n\nReminder:',
    );
    expect(text).not.toContain('working in the directory:');
  });

  it('puts the environment memory after a blank line, before the reminder', () => {
    const text = firstText(getInitialChatHistory(base({ environmentMemory: 'Use pnpm.\n\n' })));
    // The context block is trimmed, so the memory's trailing newlines vanish.
    expect(text).toContain('TREE-APP\n\nUse pnpm.\n\nReminder: Do not return');
  });

  it('trims the context block, so blank memory and a blank last tree leave no extra lines', () => {
    const input = base({ trees: { '/Users/me/app': '  \n' }, environmentMemory: ' \n ' });
    const text = firstText(getInitialChatHistory(input));
    // Only the two fixed blank lines remain before the reminder.
    expect(text).toContain('current working directories:\n\nReminder:');
    expect(text).toBe(text.trim());
  });

  it('appends extra history after the setup message', () => {
    const extra: Content[] = [{ role: 'model', parts: [{ text: 'ok' }] }];
    expect(getInitialChatHistory(base(), extra).slice(1)).toEqual(extra);
  });
});

describe('getEnvironmentContext', () => {
  it('returns one text part without the closing lines', () => {
    const parts = getEnvironmentContext(base({ environmentMemory: 'MEM' }));
    expect(parts).toHaveLength(1);
    expect(parts[0]?.text?.endsWith('TREE-APP\n\nMEM')).toBe(true);
    expect(parts[0]?.text).not.toContain('Reminder:');
  });

  it('builds trees from the virtual files when none is precomputed', () => {
    const text = getEnvironmentContext(createDefaultEnvironmentInput())[0]?.text ?? '';
    expect(text).toContain('My operating system is: linux');
    expect(text).toContain('\n/home/dev/projects/acme-api/\n');
    expect(text).toContain('├───node_modules/...');
    expect(text).toContain('│   └───migrations/');
  });

  it("shows the CLI's error line for a directory missing from the files", () => {
    const input = { ...createDefaultEnvironmentInput(), workspaceDirs: ['/srv/gone'] };
    expect(getEnvironmentContext(input)[0]?.text).toContain(
      'Error: Could not read directory "/srv/gone". Check path and permissions.',
    );
  });

  it('uses backslash folder separators on win32', () => {
    const input: EnvironmentInput = {
      ...base({ platform: 'win32', workspaceDirs: ['C:\\dev\\app'] }),
      trees: {},
      files: { 'C:/dev/app/src/main.ts': '' },
    };
    const text = getEnvironmentContext(input)[0]?.text ?? '';
    expect(text).toContain('My operating system is: win32');
    expect(text).toContain('\nC:\\dev\\app\\\n└───src\\\n    └───main.ts');
  });
});
