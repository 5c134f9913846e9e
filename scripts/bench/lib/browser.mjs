/** Headless Chromium for the bench, found the same way as the e2e tests find it. */
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';

/** Launches headless Chromium ($CHROMIUM_PATH, Playwright's, or the system's). */
export async function launchChromium(root) {
  const { findChromium } = await tsImport(
    join(root, 'e2e', 'support', 'findChromium.ts'),
    import.meta.url,
  );
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/** Imports the pure core (TypeScript) so cases can build configurations like the app does. */
export function importCore(root) {
  return tsImport(join(root, 'src', 'core', 'index.ts'), import.meta.url);
}
