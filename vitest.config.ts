import { defineConfig, type Plugin } from 'vitest/config';

/**
 * The build computes `virtual:gemma-default-counts` from the Gemma vocabulary
 * (scripts/viteGemmaVocabulary.ts); unit tests get no shipped counts, so every count in a test
 * comes from the code under test. Tests of the shipped counts themselves mock the module. The
 * vocabulary module names no real file: a test that runs the token worker counts in o200k_base.
 */
const TEST_MODULES: Record<string, string> = {
  'virtual:gemma-default-counts':
    'export const shippedGemmaCounts = {};\nexport const shippedO200kCounts = {};\n',
  // The token worker's Gemma loader: tests that run that worker count with o200k_base.
  'virtual:gemma-vocabulary':
    "export const vocabularyUrl = 'gemma3-vocabulary.bin';\nexport const vocabularyBytes = 0;\n",
};
const noShippedCounts: Plugin = {
  name: 'test-no-shipped-counts',
  resolveId: (id) => (id in TEST_MODULES ? '\0' + id : null),
  load: (id) => (id.startsWith('\0') ? (TEST_MODULES[id.slice(1)] ?? null) : null),
};

/**
 * Time limits are not assertions: the property tests and the CLI tests that spawn a process take
 * a few seconds on an idle 2-core machine and several times that when it is shared, so every
 * test gets 30 s instead of vitest's 5 s. Speed is measured by `npm run bench`, not here.
 */
const TEST_TIMEOUT_MS = 30_000;

export default defineConfig({
  test: {
    // conformance/ holds the CLI package's own tests in its node_modules: never run them.
    exclude: ['**/node_modules/**', 'conformance/**'],
    projects: [
      {
        plugins: [noShippedCounts],
        test: {
          name: 'core',
          testTimeout: TEST_TIMEOUT_MS,
          // Core is pure: its files share one module registry per worker (no fresh import of
          // the whole core for each of 120 files), which cuts the project's time by three quarters.
          isolate: false,
          environment: 'node',
          setupFiles: ['src/cli/testing/provideReleases.setup.ts'],
          include: [
            'src/core/**/*.test.ts',
            'src/cli/**/*.test.ts',
            'src/releases/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [noShippedCounts],
        test: {
          name: 'ui',
          testTimeout: TEST_TIMEOUT_MS,
          environment: 'jsdom',
          // One jsdom per worker, not per file (creating it was 60% of the project's time);
          // src/ui/testing/setup.ts returns stores, storage and the DOM to a fresh start after each test.
          isolate: false,
          // After the UI setup, which resets the module registry.
          setupFiles: ['src/ui/testing/setup.ts', 'src/cli/testing/provideReleases.setup.ts'],
          include: ['src/ui/**/*.test.{ts,tsx}', 'src/workers/**/*.test.ts'],
        },
      },
    ],
  },
});
