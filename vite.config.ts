import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { tsImport } from 'tsx/esm/api';
import type * as ConfigPlugins from './scripts/build/configPlugins';

// Loaded through tsx, not imported: Vite's config bundler would follow these modules into the
// core and warn about each of its imports (scripts/build/configPlugins.ts says why).
const {
  defaultShellFigure,
  defaultStartModules,
  extraConnectOrigins,
  gemmaVocabulary,
  immutableAssets,
  releaseLicences,
  staticShell,
} = (await tsImport('./scripts/build/configPlugins.ts', import.meta.url)) as typeof ConfigPlugins;

const extraOrigins = extraConnectOrigins(process.env['PROMPTSCOPE_CONNECT_SRC']);

const PRELOAD_HELPER = '\0vite/preload-helper.js';
const ENTRY = fileURLToPath(new URL('./src/start.tsx', import.meta.url));

/**
 * Everything the first render loads, in one chunk: the modules the app's start
 * (src/start.tsx, which the page's entry imports after the first paint) reaches through static
 * imports. Split by the default code splitting they came as about twenty files, whose requests
 * queued behind each other before the first render could start.
 */
function firstRenderChunk(): (id: string, ctx: ChunkingContext) => string | null {
  let reached: Set<string> | null = null;
  return (id, ctx) => {
    if (!reached) {
      reached = new Set([ENTRY]);
      const queue = [ENTRY];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        for (const imported of ctx.getModuleInfo(next)?.importedIds ?? []) {
          // Core is reached through its barrel, which names every core module (and so every
          // library core uses): not followed, core and what it imports are split by use.
          if (reached.has(imported) || imported.includes('/src/core/')) continue;
          reached.add(imported);
          queue.push(imported);
        }
      }
    }
    return reached.has(id) ? 'app' : null;
  };
}

/** Names a worker chunk after its folder (`src/workers/<name>/worker.ts`), not its file. */
function workerFileName(chunk: { name: string; facadeModuleId?: string | null }): string {
  const folder = /\/workers\/([^/]+)\/worker\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
  return `assets/${folder ? `${folder}.worker` : '[name]'}-[hash].js`;
}

export default defineConfig({
  plugins: [
    react(),
    gemmaVocabulary({ emit: true }),
    // The built page's first paint: the default figure, inlined styles, the CSP meta.
    staticShell({
      extraOrigins,
      defaultFigure: () => defaultShellFigure(),
      startModules: () => defaultStartModules(),
    }),
    // `vite preview` serves the hashed files as a production host does: cached, not revalidated.
    immutableAssets(),
    // Each CLI release's chunk keeps the package's licence headers (the minifier drops comments).
    releaseLicences(),
    // Offline reload: the app shell and every lazy chunk are precached; large assets (token
    // vocabularies) are cached the first time they are fetched. Registered from the app
    // (src/ui/shell/serviceWorker.ts), which asks before switching to a new version.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff,woff2,ttf}', 'samples/**/*.json'],
        // Vocabulary files are large and only some users need them: runtime-cached below.
        globIgnores: ['**/*vocab*', '**/*tokenizer*'],
        // The slim Monaco chunk is about 4 MB before compression.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: 'index.html',
        // A first visit is controlled as soon as the worker has precached the build (not from
        // the next visit on): a view opened offline afterwards loads from the cache. Updates
        // still wait for the user's "Reload" (registerType 'prompt', no skipWaiting).
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Anything else under the build's assets folder (e.g. a Gemini vocabulary): kept
            // after its first download, served from the cache afterwards, offline too.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.includes('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'promptscope-large-assets',
              expiration: { maxEntries: 16 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // conformance/ installs the whole CLI package for the conformance check: never watched.
    watch: { ignored: ['**/conformance/node_modules/**'] },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  worker: {
    format: 'es',
    plugins: () => [gemmaVocabulary({ emit: false }), releaseLicences()],
    // src/workers/<name>/worker.ts is built as assets/<name>.worker-<hash>.js.
    rolldownOptions: {
      output: { entryFileNames: workerFileName },
      checks: { bundlerTimings: false },
    },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 4096,
    reportCompressedSize: true,
    rolldownOptions: {
      // Core is pure (src/core/README.md): its modules have no side effects, so a module
      // reached only through the core barrel but used only by a lazy view stays in that
      // view's chunk instead of the first render's.
      treeshake: { moduleSideEffects: (id) => !id.includes('/src/core/') },
      // A quiet build: the timing report varies with the machine's load and says nothing about
      // the output (profile with `node --cpu-prof` when the build itself is slow).
      checks: { bundlerTimings: false },
      experimental: { lazyBarrel: true },
      output: {
        codeSplitting: {
          groups: [
            // The page's entry imports the app's start through Vite's preload helper: the
            // helper must not be in the app's chunk, or the entry would wait for all of it.
            {
              name: (id) => (id === PRELOAD_HELPER ? 'preload-helper' : null),
              debugName: 'preload-helper',
              priority: 2,
            },
            { name: firstRenderChunk(), debugName: 'app', priority: 1 },
          ],
        },
      },
    },
  },
});
