import { describe, expect, it } from 'vitest';
import { buildIdeContextInjection, hasPendingToolCall, type IdeState } from './ideContext';

const first: IdeState = {
  activeFile: { path: '/p/src/a.ts', cursor: { line: 12, character: 4 }, selectedText: 'foo()' },
  openFiles: [
    { path: '/p/src/a.ts', timestamp: 3 },
    { path: '/p/src/b.ts', timestamp: 2 },
    { path: '/p/README.md', timestamp: 1 },
  ],
};

const jsonOf = (text: string): unknown =>
  JSON.parse(text.split('```json\n')[1]?.split('\n```')[0] ?? '');

describe('buildIdeContextInjection', () => {
  it('sends the full snapshot on the first turn', () => {
    const result = buildIdeContextInjection(null, first, { toolCallPending: false });
    expect(result.kind).toBe('full');
    // The snapshot is a fenced JSON block with the active file and the other open files.
    expect(result.text).toContain('```json\n{\n  "activeFile": {');
    expect(jsonOf(result.text)).toEqual({
      activeFile: {
        path: '/p/src/a.ts',
        cursor: { line: 12, character: 4 },
        selectedText: 'foo()',
      },
      otherOpenFiles: ['/p/src/b.ts', '/p/README.md'],
    });
    expect(result.nextPrevious).toBe(first);
  });

  it.each<[string, IdeState, unknown]>([
    [
      'a file opened and one closed',
      {
        ...first,
        openFiles: [first.openFiles[0]!, first.openFiles[1]!, { path: '/p/c.ts', timestamp: 4 }],
      },
      { changes: { filesOpened: ['/p/c.ts'], filesClosed: ['/p/README.md'] } },
    ],
    [
      'the active file changed',
      { activeFile: { path: '/p/src/b.ts' }, openFiles: first.openFiles },
      { changes: { activeFileChanged: { path: '/p/src/b.ts' } } },
    ],
    [
      'the cursor moved and the selection cleared',
      {
        activeFile: { path: '/p/src/a.ts', cursor: { line: 40, character: 0 } },
        openFiles: first.openFiles,
      },
      {
        changes: {
          cursorMoved: { path: '/p/src/a.ts', cursor: { line: 40, character: 0 } },
          selectionChanged: { path: '/p/src/a.ts', selectedText: '' },
        },
      },
    ],
    [
      'no file is active any more',
      { openFiles: first.openFiles },
      { changes: { activeFileChanged: { path: null, previousPath: '/p/src/a.ts' } } },
    ],
  ])('sends only the delta when %s', (_label, current, expected) => {
    const result = buildIdeContextInjection(first, current, { toolCallPending: false });
    expect(result.kind).toBe('delta');
    expect(jsonOf(result.text)).toEqual(expected);
  });

  it('sends nothing when the state is unchanged, but remembers it', () => {
    const result = buildIdeContextInjection(first, { ...first }, { toolCallPending: false });
    expect(result).toMatchObject({ kind: 'none', text: '' });
    expect(result.nextPrevious).toEqual(first);
  });

  it('sends nothing while a tool call is pending and keeps the previous state', () => {
    // A functionResponse must follow its functionCall directly (gemini-cli packages/core/src/core/client.ts).
    const changed: IdeState = { openFiles: [] };
    expect(buildIdeContextInjection(null, first, { toolCallPending: true })).toMatchObject({
      kind: 'none',
      nextPrevious: null,
    });
    expect(buildIdeContextInjection(first, changed, { toolCallPending: true }).nextPrevious).toBe(
      first,
    );
  });

  it('sends the full snapshot again after a reset', () => {
    expect(
      buildIdeContextInjection(first, first, { toolCallPending: false, forceFull: true }).kind,
    ).toBe('full');
  });

  it('truncates long selections', () => {
    const long: IdeState = {
      activeFile: { path: '/p/a', selectedText: 'x'.repeat(20000) },
      openFiles: [],
    };
    const payload = buildIdeContextInjection(null, long, { toolCallPending: false }).payload as {
      activeFile: { selectedText: string };
    };
    expect(payload.activeFile.selectedText.endsWith('... [TRUNCATED]')).toBe(true);
    expect(payload.activeFile.selectedText).toHaveLength(16384 + '... [TRUNCATED]'.length);
  });
});

describe('hasPendingToolCall', () => {
  it.each([
    [[], false],
    [[{ role: 'model', parts: [{ text: 'done' }] }], false],
    [[{ role: 'model', parts: [{ functionCall: { name: 'read_file' } }] }], true],
    [[{ role: 'user', parts: [{ functionResponse: { name: 'read_file' } }] }], false],
  ])('%j → %s', (history, expected) => {
    expect(hasPendingToolCall(history)).toBe(expected);
  });
});
