import { describe, expect, it } from 'vitest';
import { fetchRelease } from './fetchRelease';
import { sha512Integrity, verifyTarball } from './integrity';
import { npmReason } from './npmPack';
import { ReleaseError } from './releaseError';
import { readTarball } from './tarball';
import { fixtureRelease, fixtureTarball } from './testing/fixtureTarball';

const PACKAGE = '@google/gemini-cli-core';
const tarball = fixtureTarball(fixtureRelease('one'));
const pinned = sha512Integrity(tarball);

function refusal(run: () => unknown): ReleaseError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ReleaseError);
    return error as ReleaseError;
  }
  throw new Error('expected a ReleaseError');
}

async function asyncRefusal(run: () => Promise<unknown>): Promise<ReleaseError> {
  const error = await run().then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ReleaseError);
  return error as ReleaseError;
}

describe('the tarball check', () => {
  it('accepts the tarball the manifest pins, computing the sha512 itself', () => {
    expect(() => verifyTarball('0.99.0', tarball, pinned)).not.toThrow();
  });

  it('refuses a tampered tarball (one byte flipped) with one line: release, why, how to retry', async () => {
    const tampered = Uint8Array.from(tarball);
    const middle = Math.floor(tampered.length / 2);
    tampered[middle] = (tampered[middle] ?? 0) ^ 0x01;
    const error = await asyncRefusal(() =>
      fetchRelease(PACKAGE, { version: '0.99.0', integrity: pinned }, async () => tampered),
    );
    expect(error.message).not.toContain('\n');
    expect(error.message).toMatch(/^CLI release 0\.99\.0: the tarball's sha512 .* does not match/);
    expect(error.message).toContain(
      'To retry: run `npm cache verify` and then npm run cli-releases:build',
    );
  });

  it('refuses a tarball when the manifest pins another integrity', () => {
    const other = sha512Integrity(fixtureTarball(fixtureRelease('two')));
    const error = refusal(() => verifyTarball('0.98.0', tarball, other));
    expect(error.version).toBe('0.98.0');
    expect(error.message).toContain('does not match the manifest');
    expect(error.message).not.toContain('\n');
  });

  it('refuses an integrity that is not a sha512 value, saying where to get the right one', () => {
    const sha1 = 'sha1-Jrw/WgUtPV1ZXJSSa3DBFx4iabA=';
    const error = refusal(() => verifyTarball('0.97.0', tarball, sha1));
    expect(error.message).toContain('is not a sha512 value');
    expect(error.message).toContain('npm view @google/gemini-cli-core@0.97.0 dist.integrity');
  });

  it('returns only the files the bundle and the shape check need', async () => {
    const withExtra = fixtureTarball({ ...fixtureRelease('one'), 'dist/src/index.js': 'x' });
    const files = await fetchRelease(
      PACKAGE,
      { version: '0.99.0', integrity: sha512Integrity(withExtra) },
      async () => withExtra,
    );
    expect(files.has('dist/src/index.js')).toBe(false);
    expect(Buffer.from(files.get('LICENSE') ?? []).toString()).toBe('Fixture licence text');
    expect(files.has('dist/src/prompts/snippets.d.ts')).toBe(true);
  });

  it('refuses a release whose tarball lacks the snippet modules', async () => {
    const files = fixtureRelease('one');
    delete files['dist/src/prompts/snippets.legacy.js'];
    const bare = fixtureTarball(files);
    const error = await asyncRefusal(() =>
      fetchRelease(
        PACKAGE,
        { version: '0.96.0', integrity: sha512Integrity(bare) },
        async () => bare,
      ),
    );
    expect(error.message).toContain('has no dist/src/prompts/snippets.legacy.js');
  });

  it('reports a failed fetch as the source reports it', async () => {
    const error = await asyncRefusal(() =>
      fetchRelease(PACKAGE, { version: '0.95.0', integrity: pinned }, async () => {
        throw new ReleaseError('0.95.0', 'npm pack failed (code ENOTFOUND)', 'check the network');
      }),
    );
    expect(error.message).toBe(
      'CLI release 0.95.0: npm pack failed (code ENOTFOUND). To retry: check the network.',
    );
  });
});

describe('reading a tarball', () => {
  it('finds files by their path inside package/, long paths included', () => {
    const long = `dist/${'deep/'.repeat(30)}file.js`;
    const files = readTarball(fixtureTarball({ 'a.txt': 'A', [long]: 'L' }), () => true);
    expect(Buffer.from(files.get('a.txt') ?? []).toString()).toBe('A');
    expect(Buffer.from(files.get(long) ?? []).toString()).toBe('L');
    expect(files.size).toBe(2);
  });
});

describe("npm's error output", () => {
  it('keeps the code and message lines, drops the log-file lines', () => {
    const stderr =
      'npm error code ENOTFOUND\nnpm error network request to https://registry.npmjs.org failed\n' +
      'npm error A complete log of this run can be found in: /root/.npm/_logs/x.log\n';
    expect(npmReason(stderr)).toBe(
      'code ENOTFOUND; network request to https://registry.npmjs.org failed',
    );
  });
});
