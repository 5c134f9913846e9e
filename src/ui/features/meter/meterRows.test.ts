import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeBreakdown,
  createDefaultPlaygroundState,
  heuristicCounter,
  SECTION_KEYS,
  sectionEnvVar,
  segmentText,
  type ApprovalMode,
  type PlaygroundState,
} from '../../../core';
import { selectRenderedPrompt } from '../../prompt/useRenderedPrompt';
import { breakdownFromCounts } from '../../tokens/breakdownFromCounts';
import { meterModel } from './meterRows';

/** Random Gemini settings: toggles, plan mode, git, skills, sub-agent text and memory. */
const geminiArb = fc.record({
  off: fc.subarray([...SECTION_KEYS]),
  approvalMode: fc.constantFrom<ApprovalMode[]>('default', 'autoEdit', 'yolo', 'plan'),
  interactive: fc.boolean(),
  isGitRepository: fc.boolean(),
  skills: fc.array(
    fc.record({ name: fc.string(), description: fc.string(), location: fc.string() }),
    { maxLength: 2 },
  ),
  agentDirectoryContext: fc.string({ maxLength: 40 }),
  userMemory: fc.string({ unit: 'binary', maxLength: 200 }),
  sandbox: fc.constantFrom<(string | undefined)[]>(undefined, 'sandbox-exec', 'docker'),
});

type Settings = typeof geminiArb extends fc.Arbitrary<infer T> ? T : never;

function build({ off, sandbox, ...settings }: Settings) {
  const base: PlaygroundState = createDefaultPlaygroundState();
  const env: Record<string, string> = {};
  for (const key of off) env[sectionEnvVar(key)] = '0';
  if (sandbox) env['SANDBOX'] = sandbox;
  return selectRenderedPrompt({ ...base, gemini: { ...base.gemini, ...settings, env } });
}

/** A stand-in tokenizer: one token per 3 UTF-16 units, rounded up. */
const thirds = (text: string) => Math.ceil(text.length / 3);

describe('meter rows', () => {
  it('add up exactly to the total shown, for random configurations', () => {
    fc.assert(
      fc.property(geminiArb, (settings) => {
        const rendered = build(settings);
        const segments = segmentText(rendered.text, rendered.sections);
        for (const breakdown of [
          breakdownFromCounts(
            segments,
            segments.map((s) => thirds(s.text)),
            'thirds',
          ),
          computeBreakdown(segments, heuristicCounter),
        ]) {
          const model = meterModel(breakdown);
          // The headline figure and the table must never disagree.
          expect(model.rows.reduce((sum, row) => sum + row.tokens, 0)).toBe(model.total);
          expect(model.rows.reduce((sum, row) => sum + row.chars, 0)).toBe(rendered.text.length);
          // Each rendered part appears once, in prompt order, numbered from 1.
          expect(model.rows.map((row) => row.key)).toEqual([
            ...new Set(rendered.sections.map((span) => span.key)),
          ]);
          expect(model.rows.map((row) => row.number)).toEqual(model.rows.map((_, i) => i + 1));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('names each row and says how to turn it off', () => {
    const rendered = build({
      off: [],
      approvalMode: 'default',
      interactive: true,
      isGitRepository: true,
      skills: [],
      agentDirectoryContext: '',
      userMemory: 'Use tabs.',
      sandbox: undefined,
    });
    const model = meterModel(
      computeBreakdown(segmentText(rendered.text, rendered.sections), heuristicCounter),
    );
    const git = model.rows.find((row) => row.key === 'GIT');
    expect(git?.title).toBe('Git Repository');
    expect(git?.switchHint).toBe('GEMINI_PROMPT_GIT=0');
    expect(model.rows.at(-1)?.title).toBe('User memory (GEMINI.md)');
  });

  it('reports shares in percent with one decimal', () => {
    const model = meterModel({
      total: 3,
      chars: 3,
      rows: [
        { key: 'PREAMBLE', chars: 1, tokens: 1, share: 1 / 3, savesIfOff: 1 },
        { key: 'GIT', chars: 2, tokens: 2, share: 2 / 3, savesIfOff: 2 },
      ],
    });
    expect(model.rows.map((row) => row.percent)).toEqual([33.3, 66.7]);
  });
});
