/** The built page's shell: inline scripts allowed by hash, the build's id. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { buildId, inlineScriptHashes, startHints, startTextHints } from './staticShell';

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('static shell', () => {
  it('hashes exactly the inline scripts that run, not data blocks or scripts with src', () => {
    const page = [
      '<script type="application/json" id="promptscope-build">{"id":"x"}</script>',
      '<script>\n  var a = 1;\n</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script>b()</script>',
    ].join('\n');
    expect(inlineScriptHashes(page)).toEqual([sha('\n  var a = 1;\n'), sha('b()')]);
  });

  it('allows those scripts by hash, never with unsafe-inline', () => {
    const policy = contentSecurityPolicy([], [sha('b()')]);
    expect(policy).toContain(`script-src 'self' ${sha('b()')};`);
    expect(/script-src[^;]*unsafe-inline/.test(policy)).toBe(false);
  });

  it('names a build by its files, whatever their order, and changes with any of them', () => {
    expect(buildId(['a-1.js', 'b-2.css'])).toBe(buildId(['b-2.css', 'a-1.js']));
    expect(buildId(['a-1.js', 'b-2.css'])).not.toBe(buildId(['a-3.js', 'b-2.css']));
    expect(buildId(['a-1.js'])).toMatch(/^[0-9a-f]{16}$/);
  });

  it('prefetches the start the entry imports and modulepreloads what the start imports', () => {
    const chunk = (fileName: string, more: Partial<OutputChunk>) =>
      ({
        type: 'chunk',
        fileName,
        isEntry: false,
        imports: [],
        dynamicImports: [],
        ...more,
      }) as OutputChunk;
    const bundle = {
      'index.js': chunk('index.js', {
        isEntry: true,
        imports: ['helper.js'],
        dynamicImports: ['app.js'],
      }),
      'helper.js': chunk('helper.js', {}),
      'app.js': chunk('app.js', {
        imports: ['runtime.js', 'helper.js'],
        dynamicImports: ['view.js'],
      }),
      'runtime.js': chunk('runtime.js', {}),
      'view.js': chunk('view.js', { imports: ['runtime.js'] }),
    } as unknown as OutputBundle;
    expect(startHints(bundle)).toEqual([
      '<link rel="prefetch" crossorigin href="/app.js" data-start>',
      '<link rel="modulepreload" crossorigin href="/runtime.js">',
    ]);
  });

  it('modulepreloads the chunks holding the texts the first render waits for, and their imports', () => {
    const chunk = (fileName: string, more: Partial<OutputChunk>) =>
      ({
        type: 'chunk',
        fileName,
        isEntry: false,
        moduleIds: [],
        imports: [],
        dynamicImports: [],
        ...more,
      }) as OutputChunk;
    const bundle = {
      'index.js': chunk('index.js', { isEntry: true, moduleIds: ['/src/main.ts'] }),
      'app.js': chunk('app.js', { moduleIds: ['/src/start.tsx'], imports: ['helper.js'] }),
      'helper.js': chunk('helper.js', {}),
      'releases.js': chunk('releases.js', {
        moduleIds: ['/src/releases/index.ts', '/src/releases/generated/index.js'],
        imports: ['notices.js', 'helper.js'],
      }),
      'notices.js': chunk('notices.js', {}),
      'bundle-a.js': chunk('bundle-a.js', { moduleIds: ['/src/releases/generated/bundle-a.js'] }),
      'bundle-b.js': chunk('bundle-b.js', { moduleIds: ['/src/releases/generated/bundle-b.js'] }),
    } as unknown as OutputBundle;
    const hints = startTextHints(
      bundle,
      ['/src/releases/index.ts', '/src/releases/generated/bundle-a.js'],
      new Set(['index.js', 'app.js', 'helper.js']),
    );
    expect(hints).toEqual([
      '<link rel="modulepreload" crossorigin href="/releases.js" data-text>',
      '<link rel="modulepreload" crossorigin href="/bundle-a.js" data-text>',
      '<link rel="modulepreload" crossorigin href="/notices.js" data-text>',
    ]);
    expect(startTextHints(bundle, [])).toEqual([]);
  });
});
