import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { contentSecurityPolicy, extraConnectOrigins } from './scripts/build/contentSecurityPolicy';
import { gemmaVocabulary } from './scripts/viteGemmaVocabulary';

const extraOrigins = extraConnectOrigins(process.env['PROMPTSCOPE_CONNECT_SRC']);

/** Writes the Content-Security-Policy into the built index.html (the dev server has none). */
function contentSecurityPolicyMeta(): Plugin {
  return {
    name: 'promptscope:csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy(extraOrigins),
        },
        injectTo: 'head-prepend',
      },
    ],
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
    contentSecurityPolicyMeta(),
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
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  worker: {
    format: 'es',
    plugins: () => [gemmaVocabulary({ emit: false })],
    // src/workers/<name>/worker.ts is built as assets/<name>.worker-<hash>.js.
    rolldownOptions: { output: { entryFileNames: workerFileName } },
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
      experimental: { lazyBarrel: true },
    },
  },
});
