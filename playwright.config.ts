import { defineConfig } from '@playwright/test';
import { findChromium } from './e2e/support/findChromium';

const isCI = Boolean(process.env['CI']);
// E2E_PORT lets several checkouts run their suites side by side without sharing a server.
const PORT = Number(process.env['E2E_PORT'] ?? 4173);

let executablePath: string;
try {
  executablePath = findChromium();
} catch (error) {
  // One clear line, then stop: there is nothing to test against.
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Tests, not files, are spread over the workers, so one long spec file does not set the pace.
  fullyParallel: true,
  // Two workers on CI too: the machine has 2 cores and the suite stays near 15 minutes.
  workers: 2,
  retries: isCI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'on-first-retry',
    // A click on something that never becomes actionable fails within a minute (and is
    // retried on CI) instead of waiting out the whole test's limit.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    // The app registers a service worker (offline reload); specs that test it opt in with
    // test.use({ serviceWorkers: 'allow' }). Elsewhere page.route sees every request.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Each new context is a browser window, and for each window Chromium starts the address
        // bar's two WebUI popups (chrome://omnibox-popup.top-chrome/) in renderers of their own:
        // about 2 s of CPU per test that a headless run never shows. Chromium merges this switch
        // with Playwright's own --disable-features; the page under test is not affected
        // (e2e/test-browser.spec.ts checks that the popups stay off).
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
  },
});
