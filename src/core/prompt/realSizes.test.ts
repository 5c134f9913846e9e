/**
 * Our 2026-02 wording must cost what the real CLI's costs. The real figures were measured on
 * gemini-cli 4a6e3eb646 (packages/core/src/prompts/snippets.ts, composed by
 * packages/core/src/prompts/promptProvider.ts getCoreSystemPrompt) with the configuration of
 * its own prompt tests (packages/core/src/core/prompts.test.ts): a section's size is the number
 * of characters the prompt loses when its GEMINI_PROMPT_<KEY> is 0, separating blank line
 * included.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_GEMINI_MODEL, PREVIEW_GEMINI_MODEL } from '../models';
import { createDefaultPromptInput } from './defaults';
import { renderSystemPrompt } from './renderSystemPrompt';
import { sectionCost } from './sectionCost';
import { sectionTitle, type SECTION_KEYS } from './sectionKeys';
import type { PromptInput } from './types';

/** The sections the real figures cover (agent contexts is the mock's own 20-character text). */
type SizedKey = Exclude<(typeof SECTION_KEYS)[number], 'AGENTCONTEXTS'>;

/**
 * The reference configuration: interactive, default approval mode, gemini-2.5-pro, outside any
 * sandbox, not a git repository, no skills, shell-output efficiency on (Linux), no memory. The
 * mocked registry holds neither `codebase_investigator` nor `write_todos` (so step 1 is the
 * plain "Understand" and step 2 has no todo list) and no plan-mode tools; the sub-agent
 * directory is the 20-character mock text. The plans directory and the two skills are inputs
 * the figures do not name: ours are ordinary values of similar length.
 */
const REFERENCE: PromptInput = {
  ...createDefaultPromptInput(),
  interactive: true,
  approvalMode: 'default',
  model: DEFAULT_GEMINI_MODEL,
  previewFeatures: false,
  tools: [],
  skills: [],
  agentDirectoryContext: 'Mock Agent Directory',
  env: {},
  isGitRepository: false,
  platform: 'linux',
  enableShellOutputEfficiency: true,
  plansDir: '/tmp/project-temp/plans',
  userMemory: '',
};

/** Two skills: a built-in one and a user one. */
const TWO_SKILLS = [
  {
    name: 'skill-creator',
    description: 'Create or update a skill.',
    location: '/home/dev/.gemini/skills/skill-creator/SKILL.md',
  },
  {
    name: 'release-notes',
    description: 'Draft release notes from merged changes.',
    location: '/home/dev/.gemini/skills/release-notes/SKILL.md',
  },
];

/** The section table's configuration: the reference, under git, with two skills. */
const SECTION_TABLE_INPUT: PromptInput = {
  ...REFERENCE,
  isGitRepository: true,
  skills: TWO_SKILLS,
};

/** Real CLI characters per section on {@link SECTION_TABLE_INPUT} (planning: in plan mode). */
const REAL_SECTION_CHARS: Record<SizedKey, number> = {
  PREAMBLE: 221,
  COREMANDATES: 2590,
  AGENTSKILLS: 607,
  HOOKCONTEXT: 402,
  PRIMARYWORKFLOWS: 6732,
  OPERATIONALGUIDELINES: 4922,
  SANDBOX: 380,
  GIT: 1533,
  FINALREMINDER: 470,
  PLANNINGWORKFLOW: 2125,
};

/** Real CLI whole-prompt characters, each one change away from {@link REFERENCE}. */
const REAL_WHOLE_PROMPTS: { name: string; input: PromptInput; chars: number }[] = [
  { name: 'interactive default (no git, no skills)', input: REFERENCE, chars: 15229 },
  { name: 'non-interactive', input: { ...REFERENCE, interactive: false }, chars: 14748 },
  { name: 'plan mode', input: { ...REFERENCE, approvalMode: 'plan' }, chars: 10622 },
  {
    name: 'Gemini 3 preview model',
    input: { ...REFERENCE, model: PREVIEW_GEMINI_MODEL },
    chars: 15691,
  },
  { name: 'with git', input: { ...REFERENCE, isGitRepository: true }, chars: 16762 },
  {
    name: 'with codebase_investigator and write_todos',
    input: { ...REFERENCE, tools: ['codebase_investigator', 'write_todos'] },
    chars: 15639,
  },
];

function ratio(ours: number, real: number): number {
  return ours / real;
}

describe('2026-02 sections cost what the real CLI sections cost', () => {
  describe.each(Object.entries(REAL_SECTION_CHARS) as [SizedKey, number][])('%s', (key, real) => {
    const input: PromptInput =
      key === 'PLANNINGWORKFLOW'
        ? { ...SECTION_TABLE_INPUT, approvalMode: 'plan' }
        : SECTION_TABLE_INPUT;

    it(`is within ±10% of the real ${real} characters`, () => {
      const ours = sectionCost(input, key);
      expect(ours, `${sectionTitle(key)}: ours ${ours}, real ${real}`).toBeGreaterThan(0);
      expect(ratio(ours, real)).toBeGreaterThanOrEqual(0.9);
      expect(ratio(ours, real)).toBeLessThanOrEqual(1.1);
    });
  });
});

describe('2026-02 whole prompts are the real CLI size', () => {
  it.each(REAL_WHOLE_PROMPTS)('$name is within ±5% of $chars characters', ({ input, chars }) => {
    const ours = renderSystemPrompt(input).text.length;
    expect(ratio(ours, chars)).toBeGreaterThanOrEqual(0.95);
    expect(ratio(ours, chars)).toBeLessThanOrEqual(1.05);
  });

  it('each flag moves the total in the real direction, by about the real amount', () => {
    // A flag's cost (its bullets and variants) must match too, not only the totals.
    const base = renderSystemPrompt(REFERENCE).text.length;
    for (const { name, input, chars } of REAL_WHOLE_PROMPTS.slice(1)) {
      const ours = renderSystemPrompt(input).text.length - base;
      const real = chars - 15229;
      expect(Math.sign(ours), name).toBe(Math.sign(real));
      expect(Math.abs(ours - real), `${name}: ours ${ours}, real ${real}`).toBeLessThanOrEqual(
        Math.max(0.15 * Math.abs(real), 60),
      );
    }
  });
});
