import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReleaseError, RETRY_BUILD, oneLine } from './releaseError';

/**
 * Fetches one release's tarball with npm itself (`npm pack <package>@<version>`) into a temporary
 * folder and returns its bytes. npm keeps the tarball in its cache, so a later install finds it
 * there with no network; `--prefer-offline` lets npm answer from that cache without asking the
 * registry first (the version is exact and the bytes are checked against the manifest anyway).
 */
export async function npmPack(packageName: string, version: string): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'promptscope-cli-release-'));
  try {
    const spec = `${packageName}@${version}`;
    const result = await runNpm([
      'pack',
      spec,
      '--pack-destination',
      dir,
      '--prefer-offline',
      '--ignore-scripts',
      '--loglevel',
      'error',
    ]);
    if (result.code !== 0) {
      throw new ReleaseError(
        version,
        `\`npm pack ${spec}\` failed (${npmReason(result.stderr)})`,
        `check the network (offline, npm's cache must already hold this release), then ${RETRY_BUILD}`,
      );
    }
    const tarballs = (await readdir(dir)).filter((name) => name.endsWith('.tgz'));
    if (tarballs.length !== 1 || tarballs[0] === undefined) {
      throw new ReleaseError(
        version,
        `\`npm pack ${spec}\` left ${tarballs.length} tarballs instead of one`,
        RETRY_BUILD,
      );
    }
    return new Uint8Array(await readFile(join(dir, tarballs[0])));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The most telling line of npm's error output (its `code` and message), kept short. */
export function npmReason(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.replace(/^npm (error|ERR!)\s*/, '').trim())
    .filter((line) => line && !/^(A complete log|Log files|Verbose)/i.test(line));
  const picked = lines.slice(0, 2).join('; ');
  return oneLine(picked || 'no output').slice(0, 240);
}

interface NpmResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the npm that runs this install (npm sets `npm_execpath` for lifecycle scripts), or the
 * `npm` on the PATH when the script is run by hand.
 */
export function runNpm(args: string[]): Promise<NpmResult> {
  const execPath = process.env.npm_execpath;
  const viaNode = execPath && /\.c?js$/.test(execPath);
  const command = viaNode ? process.execPath : 'npm';
  const fullArgs = viaNode ? [execPath, ...args] : args;
  return new Promise((resolve) => {
    const child = spawn(command, fullArgs, {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: !viaNode && process.platform === 'win32',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error) => resolve({ code: -1, stdout, stderr: error.message }));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** The integrity the registry publishes for a release (`npm view <spec> dist.integrity`). */
export async function npmViewIntegrity(packageName: string, version: string): Promise<string> {
  const spec = `${packageName}@${version}`;
  const result = await runNpm(['view', spec, 'dist.integrity', '--loglevel', 'error']);
  const integrity = result.stdout.trim();
  if (result.code !== 0 || !integrity) {
    throw new ReleaseError(
      version,
      result.code !== 0
        ? `\`npm view ${spec}\` failed (${npmReason(result.stderr)})`
        : `the registry has no release ${spec}`,
      'check the version (`npm view @google/gemini-cli-core versions`) and the network, then run the command again',
    );
  }
  return integrity;
}
