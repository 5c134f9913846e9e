import { describe, expect, it } from 'vitest';
import {
  CURRENT_SECTION_KEYS,
  isSectionKey,
  SECTION_KEYS,
  sectionEnvVar,
  sectionKeysFor,
  sectionTitle,
} from './sectionKeys';

const EXPECTED = {
  PREAMBLE: ['GEMINI_PROMPT_PREAMBLE', 'Preamble'],
  COREMANDATES: ['GEMINI_PROMPT_COREMANDATES', 'Core Mandates'],
  AGENTCONTEXTS: ['GEMINI_PROMPT_AGENTCONTEXTS', 'Agent Contexts'],
  AGENTSKILLS: ['GEMINI_PROMPT_AGENTSKILLS', 'Agent Skills'],
  HOOKCONTEXT: ['GEMINI_PROMPT_HOOKCONTEXT', 'Hook Context'],
  PRIMARYWORKFLOWS: ['GEMINI_PROMPT_PRIMARYWORKFLOWS', 'Primary Workflows'],
  PLANNINGWORKFLOW: ['GEMINI_PROMPT_PLANNINGWORKFLOW', 'Planning Workflow'],
  OPERATIONALGUIDELINES: ['GEMINI_PROMPT_OPERATIONALGUIDELINES', 'Operational Guidelines'],
  SANDBOX: ['GEMINI_PROMPT_SANDBOX', 'Sandbox'],
  // The CLI's key is `git`, not `gitRepo` (gemini-cli packages/core/src/prompts/promptProvider.ts).
  GIT: ['GEMINI_PROMPT_GIT', 'Git Repository'],
  FINALREMINDER: ['GEMINI_PROMPT_FINALREMINDER', 'Final Reminder'],
} satisfies Record<(typeof SECTION_KEYS)[number], [string, string]>;

describe('SECTION_KEYS', () => {
  it('lists the eleven keys in emitted order', () => {
    expect(SECTION_KEYS).toEqual(Object.keys(EXPECTED));
  });

  describe.each(SECTION_KEYS)('%s', (key) => {
    it('maps to its env var and display title', () => {
      expect(sectionEnvVar(key)).toBe(EXPECTED[key][0]);
      expect(sectionTitle(key)).toBe(EXPECTED[key][1]);
      expect(isSectionKey(key)).toBe(true);
    });
  });

  it('rejects the wrong spellings', () => {
    expect(isSectionKey('GITREPO')).toBe(false);
    expect(isSectionKey('git')).toBe(false);
  });
});

describe('CURRENT_SECTION_KEYS (v0.61)', () => {
  it('lists the twelve keys in emitted order, INTERACTIVEYOLOMODE new', () => {
    expect(CURRENT_SECTION_KEYS).toEqual([
      'PREAMBLE',
      'COREMANDATES',
      'AGENTCONTEXTS',
      'AGENTSKILLS',
      'HOOKCONTEXT',
      'PRIMARYWORKFLOWS',
      'PLANNINGWORKFLOW',
      'OPERATIONALGUIDELINES',
      'INTERACTIVEYOLOMODE',
      'SANDBOX',
      'GIT',
      'FINALREMINDER',
    ]);
    expect(sectionKeysFor('0.61.0')).toBe(CURRENT_SECTION_KEYS);
    expect(sectionKeysFor(undefined)).toBe(SECTION_KEYS);
  });

  it('accepts INTERACTIVEYOLOMODE only for v0.61 when a version is given', () => {
    expect(isSectionKey('INTERACTIVEYOLOMODE')).toBe(true);
    expect(isSectionKey('INTERACTIVEYOLOMODE', '0.61.0')).toBe(true);
    expect(isSectionKey('INTERACTIVEYOLOMODE', '2026-02')).toBe(false);
    expect(sectionEnvVar('INTERACTIVEYOLOMODE')).toBe('GEMINI_PROMPT_INTERACTIVEYOLOMODE');
    expect(sectionTitle('INTERACTIVEYOLOMODE')).toBe('Autonomous Mode (YOLO)');
  });
});
