/** The built page's shell: inline scripts allowed by hash, the build's id. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { buildId, inlineScriptHashes, startHints } from './staticShell';

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
      '<link rel="prefetch" crossorigin href="/app.js">',
      '<link rel="modulepreload" crossorigin href="/runtime.js">',
    ]);
  });
});
