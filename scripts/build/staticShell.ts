/**
 * The static shell of the built index.html (what is painted before the app's code has run):
 *
 * - the build's id and a new user's figure, written into the `promptscope-build` data block
 *   that the page's first-figure script reads (index.html; the record it compares with is
 *   written by src/ui/store/firstFigure.ts);
 * - the app's stylesheet inlined, so the first paint waits for no request but the page;
 * - the download of the app's start (which the entry imports once the shell is painted,
 *   src/main.ts) begun with the page (see {@link startHints}), and of the texts its first
 *   render waits for (see {@link startTextHints});
 * - the Content-Security-Policy meta, with the hash of each inline script: scripts still come
 *   only from this origin or are these exact texts, never 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './contentSecurityPolicy';

/** What a new user's meter shows first (the default configuration, counted by the build). */
export interface ShellFigure {
  total: number;
  encoding: string;
  name: string;
  badge: 'exact' | 'estimate';
}

/** The id of a build: changes whenever any emitted file's content (hence name) changes. */
export function buildId(fileNames: readonly string[]): string {
  return createHash('sha256')
    .update([...fileNames].sort().join('\n'))
    .digest('hex')
    .slice(0, 16);
}

/** `sha256-…` sources of every inline script that runs (not data blocks, not src= scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    const digest = createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

const entryChunk = (bundle: OutputBundle): OutputChunk | undefined =>
  Object.values(bundle).find((file): file is OutputChunk => file.type === 'chunk' && file.isEntry);

/**
 * Resource hints for the app's start. The chunks the entry imports are prefetched, not
 * modulepreloaded: a module preload is compiled on arrival, and the 550 KB first-render chunk
 * arriving before the first paint held that paint back by about 150 ms (Playwright on
 * `vite preview`). Marked `data-start`: once the page is parsed, the entry turns each into a
 * module preload (src/ui/shell/compileStartAhead.ts), which compiles it off the main thread
 * while the shell is painted. Their own static imports are modulepreloaded, so they are in the
 * module map when the start runs, instead of being requested only once it has been parsed.
 */
export function startHints(
  bundle: OutputBundle,
  start: readonly OutputChunk[] = startChunks(bundle),
): string[] {
  const imported = new Set(entryChunk(bundle)?.dynamicImports ?? []);
  return start.map((chunk) =>
    imported.has(chunk.fileName)
      ? `<link rel="prefetch" crossorigin href="/${chunk.fileName}" data-start>`
      : `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`,
  );
}

/** The chunks the entry imports dynamically (the app's start), and their static imports. */
function startChunks(bundle: OutputBundle): OutputChunk[] {
  const entry = entryChunk(bundle);
  if (!entry) return [];
  const seen = new Set<string>([entry.fileName, ...entry.imports]);
  const queue = [...entry.dynamicImports];
  const chunks: OutputChunk[] = [];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const chunk = bundle[next];
    if (seen.has(next) || chunk?.type !== 'chunk') continue;
    seen.add(next);
    chunks.push(chunk);
    queue.push(...chunk.imports);
  }
  return chunks;
}

/**
 * Module preloads for the texts the start loads before its first render (src/start.tsx,
 * `startTexts`: the default configuration's release text, through the releases' index): the
 * chunks holding `modules` and their static imports, leaving out any chunk in `hinted`.
 * Without them each is requested only once the start's chunk has been evaluated, one after
 * the other (the index, then the release), and the first render waits for both round trips.
 * They are small (a release's prompt code is about 25 KB gzip), so compiling them on arrival costs little.
 * Marked `data-text`: the shell's start watch (index.html) does not call a failed one a failed
 * start, since the app starts without it and its version control says what did not load.
 */
export function startTextHints(
  bundle: OutputBundle,
  modules: readonly string[],
  hinted: ReadonlySet<string> = new Set(),
): string[] {
  const wanted = new Set(modules);
  const seen = new Set(hinted);
  const queue = Object.values(bundle)
    .filter(
      (file): file is OutputChunk =>
        file.type === 'chunk' && !file.isEntry && file.moduleIds.some((id) => wanted.has(id)),
    )
    .map((chunk) => chunk.fileName);
  const hints: string[] = [];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const chunk = bundle[next];
    if (seen.has(next) || chunk?.type !== 'chunk') continue;
    seen.add(next);
    hints.push(`<link rel="modulepreload" crossorigin href="/${chunk.fileName}" data-text>`);
    queue.push(...chunk.imports);
  }
  return hints;
}

/** The stylesheets Vite would load with `chunk` (its metadata; see vite.config.ts). */
const importedCss = (chunk: OutputChunk): string[] => [
  ...((chunk as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? []),
];

const styleOf = (bundle: OutputBundle, fileName: string): string | null => {
  const asset = bundle[fileName];
  if (asset?.type !== 'asset' || typeof asset.source !== 'string') return null;
  return `<style>${asset.source.replace(/<\/style/gi, '<\\/style')}</style>`;
};

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function staticShell({
  extraOrigins,
  defaultFigure,
  startModules = () => [],
}: {
  extraOrigins: readonly string[];
  defaultFigure: () => ShellFigure | Promise<ShellFigure>;
  /** Absolute ids of the modules a new user's first render waits for (see startTextHints). */
  startModules?: () => readonly string[] | Promise<readonly string[]>;
}): Plugin {
  return {
    name: 'promptscope:static-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const data = { id: buildId(Object.keys(bundle)), defaultFigure: await defaultFigure() };
        let page = html.replace(
          /(<script type="application\/json" id="promptscope-build">)[\s\S]*?(<\/script>)/,
          (_, open: string, close: string) => `${open}${escapeJson(data)}${close}`,
        );
        // The first render's stylesheets, inlined (they stay emitted for the service worker).
        page = page.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g,
          (tag, fileName: string) => styleOf(bundle, fileName) ?? tag,
        );
        const start = startChunks(bundle);
        // Inlined too; a disabled link (never fetched) names each one, so that Vite's preload
        // helper, which looks for such a link before adding one, does not fetch it on import.
        const startStyles = start.flatMap(importedCss).flatMap((fileName) => {
          const style = styleOf(bundle, fileName);
          return style
            ? [style, `<link rel="stylesheet" href="/${fileName}" disabled>`]
            : [`<link rel="stylesheet" crossorigin href="/${fileName}">`];
        });
        const entry = entryChunk(bundle);
        const hinted = new Set([
          ...(entry ? [entry.fileName, ...entry.imports] : []),
          ...start.map((chunk) => chunk.fileName),
        ]);
        const preloads = [
          ...startHints(bundle, start),
          ...startTextHints(bundle, await startModules(), hinted),
        ];
        page = page.replace(/(<script type="module"[^>]*><\/script>)/, (tag) =>
          [tag, ...preloads, ...startStyles].join('\n    '),
        );
        const policy = contentSecurityPolicy(extraOrigins, inlineScriptHashes(page));
        return page.replace(
          '<head>',
          `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}">`,
        );
      },
    },
  };
}
