import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Finds a Chromium to drive, in this order: $CHROMIUM_PATH, Playwright's own downloaded
 * browser, then the system's chromium / chromium-browser / google-chrome.
 */
export function findChromium(): string {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
  }
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here; fall through to the system ones.
  }
  const candidates = [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ];
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    'No Chromium found for the e2e tests: install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium/Chrome binary.',
  );
}
