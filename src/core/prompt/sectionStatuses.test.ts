import { describe, expect, it } from 'vitest';
import { createDefaultPromptInput } from './defaults';
import type { SectionKey } from './sectionKeys';
import { sectionStatuses, type SectionStatus } from './sectionStatuses';
import type { PromptInput } from './types';

const base = createDefaultPromptInput();

const DEFAULT_STATES = {
  PREAMBLE: { state: 'rendered' },
  COREMANDATES: { state: 'rendered' },
  AGENTCONTEXTS: { state: 'rendered' },
  AGENTSKILLS: { state: 'guarded', reason: 'no skills' },
  HOOKCONTEXT: { state: 'rendered' },
  PRIMARYWORKFLOWS: { state: 'rendered' },
  PLANNINGWORKFLOW: { state: 'guarded', reason: 'only in plan mode' },
  OPERATIONALGUIDELINES: { state: 'rendered' },
  SANDBOX: { state: 'rendered' },
  GIT: { state: 'rendered' },
  FINALREMINDER: { state: 'rendered' },
} satisfies Partial<Record<SectionKey, SectionStatus>>;

describe('sectionStatuses', () => {
  it('describes the default configuration', () => {
    expect(sectionStatuses(base)).toEqual(DEFAULT_STATES);
  });

  describe.each([
    {
      name: 'plan mode',
      change: { approvalMode: 'plan' },
      key: 'PRIMARYWORKFLOWS',
      expected: { state: 'guarded', reason: 'hidden in plan mode' },
    },
    {
      name: 'plan mode',
      change: { approvalMode: 'plan' },
      key: 'PLANNINGWORKFLOW',
      expected: { state: 'rendered' },
    },
    {
      name: 'no git',
      change: { isGitRepository: false },
      key: 'GIT',
      expected: { state: 'guarded', reason: 'not a git repository' },
    },
    {
      name: 'git off',
      change: { env: { GEMINI_PROMPT_GIT: '0' } },
      key: 'GIT',
      expected: { state: 'disabled', reason: 'disabled by GEMINI_PROMPT_GIT=0' },
    },
    {
      name: 'git off via no',
      change: { env: { GEMINI_PROMPT_GIT: 'no' } },
      key: 'GIT',
      expected: { state: 'rendered' },
    },
    {
      name: 'hook off',
      change: { env: { GEMINI_PROMPT_HOOKCONTEXT: 'FALSE' } },
      key: 'HOOKCONTEXT',
      expected: { state: 'disabled', reason: 'disabled by GEMINI_PROMPT_HOOKCONTEXT=FALSE' },
    },
    {
      name: 'blank agents',
      change: { agentDirectoryContext: '  ' },
      key: 'AGENTCONTEXTS',
      expected: { state: 'empty', reason: 'no sub-agent text' },
    },
    {
      name: 'skills',
      change: { skills: [{ name: 'a', description: 'b', location: 'c' }] },
      key: 'AGENTSKILLS',
      expected: { state: 'rendered' },
    },
    {
      name: 'custom template',
      change: { env: { GEMINI_SYSTEM_MD: '1' } },
      key: 'PREAMBLE',
      expected: { state: 'ignored', reason: 'ignored: custom system.md in use' },
    },
  ] satisfies {
    name: string;
    change: Partial<PromptInput>;
    key: SectionKey;
    expected: SectionStatus;
  }[])('$name → $key', ({ change, key, expected }) => {
    it(`is ${expected.state}`, () => {
      expect(sectionStatuses({ ...base, ...change })[key]).toEqual(expected);
    });
  });
});
