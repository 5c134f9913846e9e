/**
 * index.html holds the page's first frame until the static shell is parsed, its figure script
 * included: a render-blocking `expect` link in the head (one in the body has no effect) naming
 * the shell, whose markup holds the script that fills in the figure.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PAGE = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const HEAD = /<head>([\s\S]*)<\/head>/.exec(PAGE)?.[1] ?? '';

describe('the first frame', () => {
  it('waits for the static shell with its figure', () => {
    const link = /<link rel="expect" href="#([\w-]+)" blocking="render" \/>/.exec(HEAD);
    expect(link).not.toBeNull();
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(PAGE)?.[1] ?? '';
    const target = document.getElementById(link![1]!);
    expect(target?.id).toBe('static-shell');
    // The figure and the script that fills it in are inside what the frame waits for.
    expect(target!.querySelector('[data-testid="shell-total-tokens"]')).not.toBeNull();
    const scripts = [...target!.querySelectorAll('script')].map((s) => s.textContent ?? '');
    expect(scripts.some((s) => s.includes("getElementById('shell-figure-total')"))).toBe(true);
    // The app's own scripts are not: the frame does not wait for the start watch.
    expect(target!.querySelector('#promptscope-start-watch')).toBeNull();
  });
});
