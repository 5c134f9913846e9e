/**
 * The install step (package.json `postinstall`, or `npm run cli-releases:build`): writes
 * src/releases/generated/ from src/releases/manifest.json. Quick when nothing changed.
 * `--force` rebuilds anyway. A failure prints one line and exits 1.
 */
import { generate } from './generate';
import { GENERATED_DIR, readManifest } from './manifest';
import { oneLine, ReleaseError, RETRY_BUILD } from './releaseError';

try {
  const manifest = await readManifest();
  const started = Date.now();
  const result = await generate({
    manifest,
    outDir: GENERATED_DIR,
    force: process.argv.includes('--force'),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const versions = result.releases.map((release) => release.version).join(', ');
  process.stdout.write(
    result.skipped
      ? `CLI releases up to date (${versions}).\n`
      : `CLI releases bundled in ${seconds} s: ${versions}.\n`,
  );
} catch (error) {
  const message =
    error instanceof ReleaseError
      ? error.message
      : oneLine(
          `CLI releases: ${error instanceof Error ? error.message : String(error)}. To retry: ${RETRY_BUILD}.`,
        );
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
}
