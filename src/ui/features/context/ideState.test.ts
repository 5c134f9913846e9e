import { describe, expect, it } from 'vitest';
import { buildIdeContextInjection } from '../../../core';
import { parsePathLines, toIdeState } from './ideState';

const editor = {
  activeFile: '/w/src/a.ts',
  cursorLine: 3,
  cursorCharacter: 7,
  selectedText: 'total',
  openFiles: ['/w/src/b.ts', '/w/src/c.ts'],
};

describe('toIdeState', () => {
  it('keeps the active file with its cursor and selection', () => {
    expect(toIdeState(editor).activeFile).toEqual({
      path: '/w/src/a.ts',
      cursor: { line: 3, character: 7 },
      selectedText: 'total',
    });
  });

  it('gives the first listed open file the newest timestamp (recency order)', () => {
    const [first, second] = toIdeState(editor).openFiles;
    expect((first?.timestamp ?? 0) > (second?.timestamp ?? 0)).toBe(true);
  });

  it('an empty active path means no active file', () => {
    expect(toIdeState({ ...editor, activeFile: '  ' })).not.toHaveProperty('activeFile');
  });

  it('feeds core: a first turn gets the full snapshot, an unchanged second turn nothing', () => {
    const state = toIdeState(editor);
    expect(buildIdeContextInjection(null, state, { toolCallPending: false }).kind).toBe('full');
    expect(buildIdeContextInjection(state, state, { toolCallPending: false }).kind).toBe('none');
  });
});

describe('parsePathLines', () => {
  it('trims lines and drops blank ones', () => {
    expect(parsePathLines(' /a \n\n/b\n ')).toEqual(['/a', '/b']);
  });
});
