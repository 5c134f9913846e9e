import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDefaultPlaygroundState,
  loadedRelease,
  NEWEST_RELEASE,
  renderPromptWith,
  toPromptInput,
} from '../core/index';
import { runRenderCli } from './render';
import { provideReleases } from './releases';

let takeBack: () => void = () => undefined;
beforeAll(async () => {
  takeBack = await provideReleases();
});
afterAll(() => takeBack());

function run(args: string[], config?: string) {
  let out = '';
  let err = '';
  const code = runRenderCli(args, {
    readFile: () => config ?? '{}',
    stdout: (text) => (out += text),
    stderr: (text) => (err += text),
  });
  return { code, out, err };
}

describe('npm run render with the release bundles', () => {
  it('prints the newest release’s own text by default (the app’s default configuration)', () => {
    const release = loadedRelease(NEWEST_RELEASE);
    expect(release).not.toBeNull();
    const input = toPromptInput(createDefaultPlaygroundState());
    expect(input.cliVersion).toBe(NEWEST_RELEASE);
    const expected = renderPromptWith(input, { legacy: null, release }).text;
    const { code, out } = run([]);
    expect(code).toBe(0);
    expect(out).toBe(`${expected}\n`);
  });

  it('renders the release a config names, and reads v0.61 as 0.61.0', () => {
    const older = JSON.parse(run(['--json', 'c.json'], '{"cliVersion":"0.59.0"}').out) as {
      cliVersion: string;
      text: string;
    };
    expect(older.cliVersion).toBe('0.59.0');
    const legacyName = JSON.parse(run(['--json', 'c.json'], '{"cliVersion":"v0.61"}').out) as {
      cliVersion: string;
      text: string;
    };
    expect(legacyName.cliVersion).toBe('0.61.0');
    // 0.60 added one sentence to Core Mandates.
    expect(legacyName.text.length - older.text.length).toBe(352);
  });
});
