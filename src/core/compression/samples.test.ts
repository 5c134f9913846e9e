import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Content } from '../content';
import { estimateTokenCount } from '../tokens';
import { parseHistoryJson } from './parseHistory';
import { planCompression } from './plan';
import { UPDATE_SNAPSHOT_ANCHOR, NEW_SNAPSHOT_ANCHOR } from './messages';
import { functionResponsePayload } from './truncateHistory';

const DIR = new URL('../../../public/samples/histories', import.meta.url).pathname;
const index = JSON.parse(readFileSync(`${DIR}/index.json`, 'utf8')) as {
  id: string;
  title: string;
  description: string;
  file: string;
}[];
const load = (file: string): Content[] => {
  const result = parseHistoryJson(readFileSync(`${DIR}/${file}`, 'utf8'));
  if ('error' in result) throw new Error(result.error.message);
  return result.history;
};
const plan = (id: string) =>
  planCompression(load(`${id}.json`), { model: 'auto', projectTempDir: '/tmp/p', force: true });
const textOf = (c: Content | undefined): string => c?.parts?.[0]?.text ?? '';

describe('sample index', () => {
  it('lists bugfix, refactor and resumed with titles and descriptions', () => {
    expect(index.map((s) => s.id)).toEqual(['bugfix', 'refactor', 'resumed']);
    for (const s of index) {
      expect(s.file).toBe(`${s.id}.json`);
      expect(s.title.length).toBeGreaterThan(0);
      expect(s.description.length).toBeGreaterThan(0);
    }
  });

  it.each(index)('$file parses and starts with the environment message', ({ file }) => {
    const history = load(file);
    expect(textOf(history[0])).toContain("I'm currently working in the directory: ");
  });
});

describe('bugfix.json', () => {
  const p = plan('bugfix');

  it('uses the four core tools', () => {
    const tools = new Set(
      p.curated.flatMap((c) => c.parts ?? []).flatMap((part) => part.functionCall?.name ?? []),
    );
    expect([...tools]).toEqual(
      expect.arrayContaining(['grep_search', 'read_file', 'replace', 'run_shell_command']),
    );
  });

  it('splits at the follow-up request, keeping the type-check and commit turn verbatim', () => {
    expect(textOf(p.curated[p.split.index])).toContain('Run the type checker and the linter');
    expect(p.truncation.truncated).toEqual([]);
    expect(p.summaryRequest.contents.at(-1)?.parts?.[0]?.text).toBe(NEW_SNAPSHOT_ANCHOR);
  });
});

describe('refactor.json', () => {
  const p = plan('refactor');

  it('holds well over 50,000 estimated tokens of tool output', () => {
    const total = p.curated
      .flatMap((c) => c.parts ?? [])
      .flatMap((part) => (part.functionResponse ? [part.functionResponse.response] : []))
      .reduce(
        (sum: number, r) => sum + estimateTokenCount([{ text: functionResponsePayload(r) }]),
        0,
      );
    expect(total).toBeGreaterThan(65_000);
  });

  it('truncates older outputs, including a single-line one, and keeps the newest', () => {
    expect(p.truncation.truncated.length).toBeGreaterThan(1);
    const formats = p.truncation.truncated.map((t) => {
      const fr = p.truncation.history[t.messageIndex]?.parts?.[t.partIndex]?.functionResponse;
      const lines = (fr?.response as { output: string }).output.split('\n');
      // Multi-line: header, a lone `...`, the tail. Single-line: header, `...` + snippet.
      return lines[1] === '...' ? 'multi' : 'single';
    });
    expect(formats).toContain('single');
    expect(formats).toContain('multi');
    const newest = Math.max(...p.truncation.truncated.map((t) => t.messageIndex));
    expect(newest).toBeLessThan(p.split.index);
  });

  it('splits at a plain user message', () => {
    expect(p.split.validSplitPoints).toContain(p.split.index);
    expect(p.curated[p.split.index]?.role).toBe('user');
  });
});

describe('resumed.json', () => {
  const p = plan('resumed');

  it('sends the summariser the earlier snapshot and asks for an update', () => {
    expect(textOf(p.curated[1])).toContain('<state_snapshot>');
    expect(p.split.index).toBeGreaterThan(1);
    expect(p.hasPreviousSnapshot).toBe(true);
    expect(p.summaryRequest.contents.at(-1)?.parts?.[0]?.text).toBe(UPDATE_SNAPSHOT_ANCHOR);
  });
});
