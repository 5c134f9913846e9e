import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../../../core';
import { applySample, sameFiles } from './sampleApply';
import { parseSampleIndex, parseSampleWorkspace } from './samples';

describe('sample index parsing', () => {
  it('accepts an array or a wrapper object and skips entries without an id', () => {
    const entries = [{ id: 'a', title: 'A' }, { name: 'no id' }, { id: 'b', file: 'x/b.json' }];
    expect(parseSampleIndex(entries)).toEqual([
      { id: 'a', title: 'A', description: '', file: 'a.json' },
      { id: 'b', title: 'b', description: '', file: 'x/b.json' },
    ]);
    expect(parseSampleIndex({ workspaces: entries })).toHaveLength(2);
    expect(parseSampleIndex('nonsense')).toEqual([]);
  });
});

describe('sample workspace parsing', () => {
  it('keeps string files and takes workspaceDirs, else root', () => {
    const parsed = parseSampleWorkspace('s', { files: { '/r/a': 'x', '/r/b': 3 }, root: '/r' });
    expect(parsed).toEqual({ id: 's', files: { '/r/a': 'x' }, workspaceDirs: ['/r'] });
    expect(parseSampleWorkspace('s', { files: {}, homeDir: '/h' }).homeDir).toBe('/h');
  });
  it('rejects a sample without files with a specific message', () => {
    expect(() => parseSampleWorkspace('s', { nope: 1 })).toThrow('sample s has no "files" object');
  });
});

describe('applying a sample', () => {
  it('replaces the files and, when given, the workspace dirs and cwd', () => {
    const state = createDefaultPlaygroundState();
    const files = { '/r/a': 'x', '/r/.git/HEAD': 'ref' };
    const next = applySample(state, { id: 's', files, workspaceDirs: ['/r'], homeDir: '/h' });
    expect(next.workspace).toEqual({ sampleId: 's', files });
    expect(next.environment.workspaceDirs).toEqual(['/r']);
    expect(next.gemini).toMatchObject({ cwd: '/r', homeDir: '/h', isGitRepository: true });
    // No .git folder under the root: not a git repository.
    const plain = applySample(state, { id: 'p', files: { '/r/a': 'x' }, workspaceDirs: ['/r'] });
    expect(plain.gemini.isGitRepository).toBe(false);
    // Without dirs the environment is left alone.
    const kept = applySample(state, { id: 't', files: {}, workspaceDirs: [] });
    expect(kept.environment).toBe(state.environment);
    expect(sameFiles({ a: '1' }, { a: '1' })).toBe(true);
    expect(sameFiles({ a: '1' }, { a: '2' })).toBe(false);
  });
});
