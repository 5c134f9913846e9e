/**
 * `npm test`'s conformance step: installs conformance/ (its own package.json pins
 * @google/gemini-cli-core at the newest supported release) when its node_modules is absent,
 * then checks Promptscope's render against the release's own PromptProvider
 * (conformance/check.ts) and its compression decisions against the release's own
 * ChatCompressionService (conformance/compression.ts). The install is about 377 MB; npm's
 * cache serves it offline later.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = join(root, 'conformance');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (!existsSync(join(folder, 'node_modules', '@google', 'gemini-cli-core', 'package.json'))) {
  process.stdout.write(
    'conformance: installing @google/gemini-cli-core into conformance/ (first run only)\n',
  );
  const lock = existsSync(join(folder, 'package-lock.json'));
  const status = run(
    npm,
    [lock ? 'ci' : 'install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    folder,
  );
  if (status !== 0) {
    console.error(
      'conformance: npm could not install conformance/ (see above); retry with `npm --prefix conformance ci` once the registry or cache is reachable.',
    );
    process.exit(status);
  }
}

const tsx = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
// The prompt (check.ts), then the compression service's decisions (compression.ts).
const prompts = run(tsx, [join(folder, 'check.ts')], root);
const compression = run(tsx, [join(folder, 'compression.ts')], root);
process.exit(prompts !== 0 ? prompts : compression);
