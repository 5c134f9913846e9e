/**
 * `npm run cli-release -- add <version>`: adds a release of @google/gemini-cli-core to
 * src/releases/manifest.json (see addRelease.ts) and prints what changed in its prompt text.
 */
import { AddRefused, addRelease } from './addRelease';
import { GENERATED_DIR, MANIFEST_PATH } from './manifest';
import { ReleaseError } from './releaseError';

const USAGE = [
  'Usage: npm run cli-release -- add <version> [--reviewed]   (for example: add 0.62.0)',
  '  --reviewed  record the release although files whose decisions the core mirrors changed,',
  '              after checking each change against the code the refusal names',
].join('\n');

const args = process.argv.slice(2);
const reviewed = args.includes('--reviewed');
const [command, version, ...rest] = args.filter((arg) => arg !== '--reviewed');
if (command !== 'add' || !version || rest.length > 0) {
  process.stderr.write(`${USAGE}\n`);
  process.exitCode = 2;
} else {
  try {
    const report = await addRelease({
      version,
      manifestPath: MANIFEST_PATH,
      outDir: GENERATED_DIR,
      reviewed,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    process.stdout.write(`${report}\n`);
  } catch (error) {
    const known = error instanceof AddRefused || error instanceof ReleaseError;
    process.stderr.write(`${known ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
