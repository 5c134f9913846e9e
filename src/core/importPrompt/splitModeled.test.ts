import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDefaultPromptInput, DEFAULT_AGENT_DIRECTORY_CONTEXT } from '../prompt/defaults';
import { renderSystemPrompt } from '../prompt/renderSystemPrompt';
import { SECTION_KEYS } from '../prompt/sectionKeys';
import type { PromptInput } from '../prompt/types';
import { splitSystemPrompt } from './splitSystemPrompt';

const skill = (i: number) => ({
  name: `skill-${i}`,
  description: `Does task ${i}.`,
  location: `/home/dev/.gemini/skills/s${i}/SKILL.md`,
});

/** Memory as users write it: headings of their own, `---` rules, fenced code, blank runs. */
const memory = fc
  .array(
    fc.constantFrom(
      '--- Context from: GEMINI.md ---\nUse pnpm.\n--- End of Context from: GEMINI.md ---',
      '# Team conventions\n\n- tabs',
      '---',
      '```sh\n# not a heading\nnpm test\n```',
      'Plain note.\n\n\n\nAfter blank lines.',
    ),
    { maxLength: 4 },
  )
  .map((parts) => parts.join('\n\n'));

/** Configurations the modeled CLI renders in standard mode, toggles included. */
const configuration = fc.record({
  interactive: fc.boolean(),
  approvalMode: fc.constantFrom('default', 'autoEdit', 'yolo', 'plan' as const),
  model: fc.constantFrom('auto-gemini-2.5', 'auto-gemini-3', 'gemini-2.5-flash'),
  skills: fc.integer({ min: 0, max: 3 }),
  isGitRepository: fc.boolean(),
  platform: fc.constantFrom('linux', 'darwin', 'win32' as const),
  sandbox: fc.constantFrom(undefined, 'sandbox-exec', 'docker'),
  agents: fc.constantFrom(
    DEFAULT_AGENT_DIRECTORY_CONTEXT,
    'No sub-agents are currently available.',
    '',
  ),
  off: fc.subarray([...SECTION_KEYS]),
  userMemory: memory,
});

type Configuration = typeof configuration extends fc.Arbitrary<infer T> ? T : never;

function inputOf(c: Configuration): PromptInput {
  const env: Record<string, string> = Object.fromEntries(
    c.off.map((k) => [`GEMINI_PROMPT_${k}`, '0']),
  );
  if (c.sandbox) env['SANDBOX'] = c.sandbox;
  return {
    ...createDefaultPromptInput(),
    interactive: c.interactive,
    approvalMode: c.approvalMode,
    model: c.model,
    skills: Array.from({ length: c.skills }, (_, i) => skill(i)),
    isGitRepository: c.isGitRepository,
    platform: c.platform,
    agentDirectoryContext: c.agents,
    env,
    userMemory: c.userMemory,
  };
}

describe('splitSystemPrompt on prompts the modeled CLI renders', () => {
  it('maps every span, in the rendered sections order and at their places', () => {
    fc.assert(
      fc.property(configuration, (c) => {
        const rendered = renderSystemPrompt(inputOf(c));
        const split = splitSystemPrompt(rendered.text);
        expect(split.spans.every((span) => span.key !== null)).toBe(true);
        expect(split.spans.map((span) => span.id)).toEqual(rendered.sections.map((s) => s.key));
        split.spans.forEach((span, i) => {
          // A span is its section with the blank line in front of it.
          const section = rendered.sections[i];
          expect(rendered.text.slice(span.start, span.end).replace(/^\n+/, '')).toBe(
            rendered.text.slice(section?.start, section?.end),
          );
        });
        const headed = split.spans.some((s) => s.heading !== null && s.key !== 'USER_MEMORY');
        if (headed) expect(split.version.cli).toBe('2026-02');
      }),
      { numRuns: 300 },
    );
  });
});
