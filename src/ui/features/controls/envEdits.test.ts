import { describe, expect, it } from 'vitest';
import { BUILTIN_TOOL_NAMES, isSectionEnabled, SECTION_KEYS } from '../../../core';
import {
  sandboxChoice,
  withEnvValue,
  withSandboxChoice,
  withSectionEnabled,
  withTool,
} from './envEdits';

describe('section toggles write the env as the CLI reads it', () => {
  describe.each(SECTION_KEYS)('%s', (key) => {
    const name = `GEMINI_PROMPT_${key}`;
    it("unchecking writes '0', which the CLI reads as off", () => {
      const env = withSectionEnabled({ OTHER: 'x' }, key, false);
      expect(env).toEqual({ OTHER: 'x', [name]: '0' });
      expect(isSectionEnabled(key, env)).toBe(false);
    });
    it('checking deletes the key rather than writing a value', () => {
      // A non-disabling raw value such as `no` is replaced by "unset" on re-enable.
      const env = withSectionEnabled({ [name]: 'no', OTHER: 'x' }, key, true);
      expect(env).toEqual({ OTHER: 'x' });
      expect(name in env).toBe(false);
    });
  });
});

describe('withEnvValue', () => {
  it('returns the same record when nothing changes (no spurious undo steps)', () => {
    const env = { A: '1' };
    expect(withEnvValue(env, 'A', '1')).toBe(env);
    expect(withEnvValue(env, 'B', undefined)).toBe(env);
  });
});

describe('sandbox choices map to SANDBOX', () => {
  it.each([
    ['outside', {}, 'outside'],
    ['macos-seatbelt', { SANDBOX: 'sandbox-exec' }, 'macos-seatbelt'],
    ['generic', { SANDBOX: 'docker' }, 'generic'],
  ] as const)('%s', (choice, expected, readBack) => {
    const env = withSandboxChoice({ SANDBOX: 'podman' }, choice);
    // Generic keeps an existing generic value; the others overwrite or delete it.
    expect(env).toEqual(choice === 'generic' ? { SANDBOX: 'podman' } : expected);
    expect(sandboxChoice(withSandboxChoice({}, choice))).toBe(readBack);
  });

  it('generic from Seatbelt writes the default container value, never sandbox-exec', () => {
    expect(withSandboxChoice({ SANDBOX: 'sandbox-exec' }, 'generic')).toEqual({
      SANDBOX: 'docker',
    });
  });
});

describe('withTool', () => {
  it('inserts a built-in tool at its place in the built-in order', () => {
    // The order of ${AvailableTools} follows the registry order.
    expect(withTool(['list_directory', 'glob'], 'read_file', true)).toEqual([
      'list_directory',
      'read_file',
      'glob',
    ]);
  });
  it('appends custom tools and removes any tool', () => {
    expect(withTool(['glob'], 'my_tool', true)).toEqual(['glob', 'my_tool']);
    expect(withTool(['glob', 'my_tool'], 'glob', false)).toEqual(['my_tool']);
  });
  it('re-adding every built-in into an empty list restores the built-in order', () => {
    const shuffled = [...BUILTIN_TOOL_NAMES].reverse();
    const result = shuffled.reduce<string[]>((list, name) => withTool(list, name, true), []);
    expect(result).toEqual(BUILTIN_TOOL_NAMES);
  });
});
