/**
 * The app's start chunks, compiled while the static shell is being painted. The built page
 * prefetches them (`data-start`, scripts/build/staticShell.ts): a module preload in the page
 * itself would be compiled before the shell's first frame. Once the page's entry runs (after
 * the document is parsed), a module preload of each starts its compilation off the main thread,
 * so the entry's import, a frame later, finds it compiled instead of compiling it then.
 */

/** Adds a module preload for each prefetched start chunk that has none yet. */
export function compileStartAhead(doc: Document = document): void {
  const preloaded = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href),
  );
  for (const prefetch of doc.querySelectorAll<HTMLLinkElement>(
    'link[rel="prefetch"][data-start]',
  )) {
    if (preloaded.has(prefetch.href)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    // The same request as the prefetch (and as the import), so the prefetched copy is used.
    link.crossOrigin = prefetch.crossOrigin ?? '';
    link.href = prefetch.href;
    doc.head.appendChild(link);
    preloaded.add(link.href);
  }
}
