import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createDefaultPromptInput, renderSystemPrompt } from '../core/index';
import { runRenderCli } from './render';

function run(args: string[], files: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const code = runRenderCli(args, {
    readFile: (path) => {
      const content = files[path];
      if (content === undefined) throw new Error(`ENOENT: ${path}`);
      return content;
    },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

describe('runRenderCli', () => {
  // Without a version the newest release renders (renderRelease.test.ts); these read 2026-02.
  it('prints the 2026-02 prompt for a config naming it', () => {
    const result = run(['c.json'], { 'c.json': '{"cliVersion":"2026-02"}' });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${renderSystemPrompt(createDefaultPromptInput()).text}\n`);
  });

  it('merges a partial config over the defaults', () => {
    const result = run(['c.json'], {
      'c.json': JSON.stringify({
        cliVersion: '2026-02',
        interactive: false,
        isGitRepository: false,
      }),
    });
    expect(result.stdout.startsWith('You are a non-interactive CLI agent')).toBe(true);
    expect(result.stdout).not.toContain('# Git Repository');
  });

  it('prints spans, warnings and the write target with --json', () => {
    const config = {
      cliVersion: '2026-02',
      env: { GEMINI_PROMPT_GIT: 'off', GEMINI_WRITE_SYSTEM_MD: '1' },
    };
    const result = run(['c.json', '--json'], { 'c.json': JSON.stringify(config) });
    const parsed = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual([
      'text',
      'mode',
      'sections',
      'warnings',
      'error',
      'writeTarget',
    ]);
    expect(parsed['writeTarget']).toBe('/home/dev/projects/acme-api/.gemini/system.md');
    expect(JSON.stringify(parsed['warnings'])).toContain('toggle-value-not-disabling');
  });

  it('prints the first message with --first-message', () => {
    const config = { platform: 'darwin', environment: { date: '2026-02-05', locale: 'en-US' } };
    const result = run(['c.json', '--first-message'], { 'c.json': JSON.stringify(config) });
    expect(result.stdout).toContain("Today's date is Thursday, February 5, 2026");
    expect(result.stdout).toContain('My operating system is: darwin');
    expect(
      result.stdout.trimEnd().endsWith('I will provide my first command in the next turn.'),
    ).toBe(true);
  });

  it.each<{ name: string; args: string[]; files: Record<string, string>; error: string }>([
    { name: 'missing file', args: ['nope.json'], files: {}, error: 'ENOENT' },
    { name: 'bad JSON', args: ['c.json'], files: { 'c.json': '{' }, error: 'JSON' },
    {
      name: 'bad approval mode',
      args: ['c.json'],
      files: { 'c.json': '{"approvalMode":"auto"}' },
      error: 'approvalMode',
    },
    {
      name: 'missing system.md',
      args: ['c.json'],
      files: { 'c.json': '{"env":{"GEMINI_SYSTEM_MD":"1"}}' },
      error: "missing system prompt file '/home/dev/projects/acme-api/.gemini/system.md'",
    },
    { name: 'unknown flag', args: ['--nope'], files: {}, error: 'usage' },
  ])('fails with exit 1 on $name', ({ args, files, error }) => {
    const result = run(args, files);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(error);
  });

  it('names the config file whose JSON is malformed, on one line', () => {
    const result = run(['team.json'], { 'team.json': '{"approvalMode": ' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: team\.json: .*JSON.*\n$/);
    expect(result.stderr.split('\n')).toHaveLength(2);
  });
});

describe('npm run render entry', () => {
  it('runs as a script through tsx', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'promptscope-render-'));
    const config = join(dir, 'config.json');
    writeFileSync(config, JSON.stringify({ approvalMode: 'plan' }));
    const { stdout } = await promisify(execFile)('node_modules/.bin/tsx', [
      'src/cli/render.ts',
      config,
    ]);
    expect(stdout).toContain('# Active Approval Mode: Plan');
  }, 30_000);
});
