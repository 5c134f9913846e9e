import { describe, expect, it } from 'vitest';
import { expandAtReferences } from './atExpand';
import { parseAtReferences } from './atParse';

const ROOT = '/home/dev/projects/acme-api';

describe('parseAtReferences', () => {
  it.each([
    ['Explain @src/index.ts please', ['Explain ', '@src/index.ts', ' please']],
    ['Read @README.md.', ['Read ', '@README.md', '.']],
    ['Compare @a.ts,@b.ts', ['Compare ', '@a.ts', ',', '@b.ts']],
    ['Open @my\\ file.txt now', ['Open ', '@my file.txt', ' now']],
    ['mail me\\@example.com', ['mail me\\@example.com']],
    ['just @', ['just ', '@']],
  ])('splits %j', (message, expected) => {
    // Where a path ends decides which file is read, so the CLI's stop characters matter.
    expect(parseAtReferences(message).map((part) => part.content)).toEqual(expected);
  });
});

const files = {
  [`${ROOT}/.git/`]: '',
  [`${ROOT}/.gitignore`]: 'dist/\n*.log\n',
  [`${ROOT}/.geminiignore`]: 'src/secrets.ts\n',
  [`${ROOT}/README.md`]: '# Acme API\n',
  [`${ROOT}/src/index.ts`]: 'export const main = 1;\n',
  [`${ROOT}/src/util/math.ts`]: 'export const add = (a: number, b: number) => a + b;\n',
  [`${ROOT}/src/secrets.ts`]: 'export const KEY = "x";\n',
  [`${ROOT}/src/debug.log`]: 'noise\n',
  [`${ROOT}/src/logo.png`]: 'PNG',
  [`${ROOT}/src/blob.dat`]: 'a\u0000b',
  [`${ROOT}/dist/index.js`]: 'compiled',
};

describe('expandAtReferences', () => {
  it('expands a folder into its readable files and builds the CLI message parts', () => {
    const result = expandAtReferences({ message: 'Review @src please', files, cwd: ROOT });
    // A folder becomes `<folder>/**` in the query text the model sees.
    expect(result.queryText).toBe('Review @src/** please');
    expect(result.parts).toEqual([
      { text: 'Review @src/** please' },
      { text: '\n--- Content from referenced files ---' },
      { text: '\nContent from @src/index.ts:\n' },
      { text: 'export const main = 1;' },
      { text: '\nContent from @src/util/math.ts:\n' },
      { text: 'export const add = (a: number, b: number) => a + b;' },
      { text: '\n--- End of content ---' },
    ]);
    expect(result.included.map((f) => f.relativePath)).toEqual([
      'src/index.ts',
      'src/util/math.ts',
    ]);
    expect(result.included.every((f) => f.tokens > 0)).toBe(true);
  });

  it('reports each skipped file with its reason', () => {
    const result = expandAtReferences({ message: '@src', files, cwd: ROOT });
    expect(result.skipped.map((s) => [s.relativePath, s.reason, s.ignoredBy])).toEqual([
      ['src/blob.dat', 'binary', undefined],
      ['src/debug.log', 'ignored', 'git'],
      ['src/logo.png', 'binary', undefined],
      ['src/secrets.ts', 'ignored', 'gemini'],
    ]);
  });

  it('reads .gitignore only inside a git repository, .geminiignore always', () => {
    const result = expandAtReferences({
      message: '@src',
      files,
      cwd: ROOT,
      isGitRepository: false,
    });
    const read = result.included.map((f) => f.relativePath);
    expect(read).toContain('src/debug.log');
    expect(read).not.toContain('src/secrets.ts');
  });

  it('leaves an ignored reference in the text and reads nothing', () => {
    const result = expandAtReferences({ message: 'Look at @src/secrets.ts', files, cwd: ROOT });
    expect(result.references).toEqual([
      { reference: '@src/secrets.ts', status: 'ignored', ignoredBy: 'gemini' },
    ]);
    expect(result.parts).toEqual([{ text: 'Look at @src/secrets.ts' }]);
    expect(result.toolCall).toBeNull();
  });

  it('finds a missing path by name, and reports one it cannot find', () => {
    const found = expandAtReferences({ message: 'see @math.ts', files, cwd: ROOT });
    expect(found.references[0]).toEqual({
      reference: '@math.ts',
      status: 'resolved',
      pathSpec: 'src/util/math.ts',
      foundBySearch: true,
    });
    const missing = expandAtReferences({ message: 'see @nowhere.ts', files, cwd: ROOT });
    expect(missing.references[0]?.status).toBe('not-found');
    expect(missing.parts).toEqual([{ text: 'see @nowhere.ts' }]);
  });

  it('skips files over the size limit', () => {
    const result = expandAtReferences({ message: '@README.md', files, cwd: ROOT, maxFileBytes: 4 });
    expect(result.skipped).toEqual([
      expect.objectContaining({ relativePath: 'README.md', reason: 'too-large' }),
    ]);
    // The tool's nothing-read text is what the model gets instead of file content.
    expect(result.parts).toHaveLength(3);
  });

  it('records the read_many_files call with its path specs', () => {
    const result = expandAtReferences({ message: '@README.md and @src/util', files, cwd: ROOT });
    expect(result.toolCall?.functionCall).toEqual({
      name: 'read_many_files',
      args: {
        include: ['README.md', 'src/util/**'],
        file_filtering_options: { respect_git_ignore: true, respect_gemini_ignore: true },
      },
    });
    const output = result.toolCall?.functionResponse.response as { output: string };
    expect(output.output).toContain(`--- ${ROOT}/README.md ---\n\n# Acme API\n\n\n`);
  });

  it('keeps a lone @ as text', () => {
    const result = expandAtReferences({ message: 'email me @ noon', files, cwd: ROOT });
    expect(result.references).toEqual([{ reference: '@', status: 'lone-at' }]);
    expect(result.queryText).toBe('email me @ noon');
  });
});
