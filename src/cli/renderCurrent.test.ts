/** `npm run render` with the v0.61 inputs. */
import { describe, expect, it } from 'vitest';
import { createCurrentPromptInput, renderSystemPrompt } from '../core/index';
import { runRenderCli } from './render';

function run(config: unknown, args: string[] = []) {
  let stdout = '';
  let stderr = '';
  const code = runRenderCli(['c.json', ...args], {
    readFile: () => JSON.stringify(config),
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

describe('render with cliVersion v0.61', () => {
  it('merges over the current CLI defaults: model auto, the modern prompt', () => {
    const result = run({ cliVersion: '0.61.0' });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${renderSystemPrompt(createCurrentPromptInput()).text}\n`);
    expect(result.stdout).toContain('## Context Efficiency:');
  });

  it('reports the version and the family with --json', () => {
    const result = run({ cliVersion: '0.61.0', model: 'gemini-2.5-pro' }, ['--json']);
    const output = JSON.parse(result.stdout) as { cliVersion: string; model: { family: string } };
    expect(output.cliVersion).toBe('0.61.0');
    expect(output.model.family).toBe('legacy');
  });

  it('accepts memory as an object and a topic', () => {
    const result = run({
      cliVersion: '0.61.0',
      userMemory: { project: 'Use pnpm.' },
      activeTopic: 'Fix the build',
    });
    expect(result.stdout).toContain('<project_context>\nUse pnpm.\n</project_context>');
    expect(result.stdout.trimEnd().endsWith('[Active Topic: Fix the build]')).toBe(true);
  });

  it.each([
    [{ cliVersion: 'v0.62' }, 'cliVersion must be one of'],
    [{ cliVersion: '0.61.0', subAgents: [{ name: 'a' }] }, '"subAgents"'],
    [{ cliVersion: '0.61.0', contextFilenames: 'GEMINI.md' }, '"contextFilenames"'],
    [{ cliVersion: '0.61.0', userMemory: { shared: 'x' } }, '"userMemory"'],
    [{ cliVersion: '0.61.0', toolSandboxing: 'yes' }, '"toolSandboxing"'],
    [{ cliVersion: '0.61.0', taskTracker: 3 }, '"taskTracker"'],
  ])('rejects %j with a clear message', (config, message) => {
    const result = run(config);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
  });
});
