/**
 * The start's chunks, prefetched by the page, get a module preload once the entry runs (so they
 * compile off the main thread while the shell is painted), as the same request, once each.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { compileStartAhead } from './compileStartAhead';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => ({
    href: new URL(l.href).pathname,
    crossOrigin: l.getAttribute('crossorigin'),
  }));

beforeEach(() => {
  document.head.innerHTML = [
    '<link rel="prefetch" crossorigin href="/assets/app-1.js" data-start>',
    '<link rel="prefetch" crossorigin href="/assets/later-2.js">',
    '<link rel="modulepreload" crossorigin href="/assets/runtime-3.js">',
  ].join('');
});

describe('compileStartAhead', () => {
  it('module-preloads each prefetched start chunk with the prefetch’s own request mode', () => {
    compileStartAhead();
    expect(preloads()).toEqual([
      { href: '/assets/runtime-3.js', crossOrigin: '' },
      { href: '/assets/app-1.js', crossOrigin: '' },
    ]);
  });

  it('leaves other prefetches alone and adds no second preload of a chunk', () => {
    compileStartAhead();
    compileStartAhead();
    const hrefs = preloads().map((p) => p.href);
    expect(hrefs.filter((h) => h === '/assets/app-1.js')).toHaveLength(1);
    expect(hrefs).not.toContain('/assets/later-2.js');
  });

  it('does nothing on a page without start hints (the dev server’s)', () => {
    document.head.innerHTML = '';
    compileStartAhead();
    expect(preloads()).toEqual([]);
  });
});
