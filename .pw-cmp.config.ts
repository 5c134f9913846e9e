import base from '/work/main/playwright.config';
import { defineConfig } from '@playwright/test';
export default defineConfig({
  ...base,
  testDir: '/work/main/e2e',
  outputDir: '/tmp/cmp-test-results',
  reporter: [['list']],
  use: { ...base.use, baseURL: 'http://127.0.0.1:4273' },
  webServer: {
    command: 'npx vite preview --outDir /tmp/cmp-dist --host 127.0.0.1 --port 4273 --strictPort',
    url: 'http://127.0.0.1:4273',
    reuseExistingServer: true,
    timeout: 60_000,
    cwd: '/work/main',
  },
});
