import { describe, expect, it } from 'vitest';
import { loadProviderProjectInstructions } from './projectInstructions';

const cwd = '/w';

describe('loadProviderProjectInstructions', () => {
  it.each([
    [
      'CLAUDE.md first',
      { '/w/CLAUDE.md': 'A', '/w/.claude/CLAUDE.md': 'B', '/w/claude.md': 'C' },
      'A',
      '/w/CLAUDE.md',
    ],
    [
      '.claude/CLAUDE.md next',
      { '/w/.claude/CLAUDE.md': 'B', '/w/claude.md': 'C' },
      'B',
      '/w/.claude/CLAUDE.md',
    ],
    ['claude.md last', { '/w/claude.md': 'C' }, 'C', '/w/claude.md'],
    ['an empty file still wins', { '/w/CLAUDE.md': '', '/w/claude.md': 'C' }, '', '/w/CLAUDE.md'],
    ['none', { '/other/CLAUDE.md': 'X' }, '', null],
  ])('%s', (_name, files, content, path) => {
    expect(loadProviderProjectInstructions(cwd, files)).toEqual({ content, path });
  });
});
