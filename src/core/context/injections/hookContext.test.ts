import { describe, expect, it } from 'vitest';
import { applyAfterToolHooks, applyBeforeAgentHooks } from './hookContext';
import { activateSkill } from './skillActivation';

describe('applyBeforeAgentHooks', () => {
  it('appends one <hook_context> part after the request parts', () => {
    // BeforeAgent context goes to the end of the user request (gemini-cli BeforeAgent / AfterTool hooks).
    const parts = applyBeforeAgentHooks(
      [{ text: 'Fix the bug' }],
      [
        { hookName: 'branch', additionalContext: 'Branch: main' },
        { hookName: 'off', additionalContext: 'ignored', enabled: false },
        { hookName: 'ci', additionalContext: 'CI is red' },
      ],
    );
    expect(parts).toEqual([
      { text: 'Fix the bug' },
      { text: '<hook_context>Branch: main\nCI is red</hook_context>' },
    ]);
  });

  it('leaves the request alone when no hook adds context', () => {
    expect(applyBeforeAgentHooks([{ text: 'hi' }], [])).toEqual([{ text: 'hi' }]);
  });
});

describe('applyAfterToolHooks', () => {
  it.each([
    [
      'a string response',
      'ls output',
      { output: 'ls output\n\n<hook_context>lint: 0</hook_context>' },
    ],
    [
      'an output field',
      { output: 'ok', exitCode: 0 },
      { output: 'ok\n\n<hook_context>lint: 0</hook_context>', exitCode: 0 },
    ],
  ])('appends the context to the tool result for %s', (_label, response, expected) => {
    // AfterTool context belongs to the tool result, after a blank line (gemini-cli BeforeAgent / AfterTool hooks).
    const part = applyAfterToolHooks(
      { functionResponse: { id: 'c1', name: 'run_shell_command', response } },
      [{ hookName: 'lint', additionalContext: 'lint: 0' }],
    );
    expect(part.functionResponse).toEqual({
      id: 'c1',
      name: 'run_shell_command',
      response: expected,
    });
  });
});

describe('activateSkill', () => {
  it('wraps the skill body in <instructions> and records the call', () => {
    const activation = activateSkill(
      { name: 'release', resources: 'release/\n  notes.md' },
      '\nBump the version.\n',
    );
    expect(activation.text).toBe(
      '<activated_skill name="release">\n  <instructions>\n    Bump the version.\n  </instructions>\n\n  <available_resources>\n    release/\n  notes.md\n  </available_resources>\n</activated_skill>',
    );
    expect(activation.call.parts).toEqual([
      { functionCall: { name: 'activate_skill', args: { name: 'release' } } },
    ]);
    expect(activation.response.parts?.[0]?.functionResponse?.response).toEqual({
      output: activation.text,
    });
  });
});
