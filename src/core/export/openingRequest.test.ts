import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAYGROUND_CLI_VERSIONS } from '../state/cliVersion';
import { PLAYGROUND_MEMORY_FORMS } from '../state/cliVersion';
import { PLAYGROUND_MEMORY_SOURCES } from '../state/playgroundState';
import { createDefaultPlaygroundState } from '../state/defaults';
import { estimateTextTokens } from '../tokens/estimateTokenCount';
import {
  countOpeningRequest,
  openingRequestParts,
  openingRequestPartsOf,
  openingToolDeclarations,
  withoutTypedMemory,
} from './openingRequest';
import { toPromptInput } from '../inputs/toPromptInput';

describe('the opening request (before the first user word)', () => {
  const declarations = openingToolDeclarations(toPromptInput(createDefaultPlaygroundState()));
  const parts = openingRequestParts('You are a CLI agent.', declarations, 'Today is Monday.');

  it('holds the system instruction, the tool declarations and the environment message', () => {
    expect(parts.map((p) => p.key)).toEqual(['system', 'tools', 'environment']);
    expect(parts[1]?.label).toBe(`Tool declarations (${declarations.length})`);
    expect(JSON.parse(parts[1]?.text ?? '')).toEqual(declarations);
  });

  it('totals exactly the sum of its parts, whatever the counter', () => {
    const counters = [estimateTextTokens, (text: string) => text.length, () => 7];
    for (const count of counters) {
      const counted = countOpeningRequest(parts, count);
      expect(counted.total).toBe(counted.parts.reduce((sum, p) => sum + p.tokens, 0));
      expect(counted.parts.map((p) => p.tokens)).toEqual(parts.map((p) => count(p.text)));
    }
  });

  it('the tool declarations are a large share of it by default (more than the environment)', () => {
    const counted = countOpeningRequest(parts, estimateTextTokens);
    const [, tools, environment] = counted.parts;
    expect(tools?.tokens ?? 0).toBeGreaterThan(1000);
    expect(tools?.tokens ?? 0).toBeGreaterThan(environment?.tokens ?? 0);
  });

  it('counts an empty part as zero without calling the counter', () => {
    const counted = countOpeningRequest(openingRequestParts('', [], ''), () => 5);
    expect(counted.total).toBe(0);
  });
});

describe('the opening request without the system instruction', () => {
  it('does not depend on the typed memory (withoutTypedMemory is a safe memo key)', () => {
    const base = createDefaultPlaygroundState();
    const files = {
      ...base.workspace.files,
      '/home/dev/projects/acme-api/GEMINI.md': '# Project\n\nUse pnpm.',
      '/home/dev/.gemini/GEMINI.md': '# Global\n\nBe brief.',
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAYGROUND_CLI_VERSIONS),
        fc.constantFrom(...PLAYGROUND_MEMORY_SOURCES),
        fc.constantFrom(...PLAYGROUND_MEMORY_FORMS),
        fc.boolean(),
        fc.string(),
        fc.string(),
        fc.string(),
        (cliVersion, memorySource, memoryForm, jitContext, first, second, project) => {
          const state = (userMemory: string) => ({
            gemini: {
              ...base.gemini,
              cliVersion,
              memorySource,
              memoryForm,
              userMemory,
              memoryParts: { ...base.gemini.memoryParts, project },
            },
            workspace: { ...base.workspace, files },
            environment: { ...base.environment, jitContext, environmentMemory: 'Env memory.' },
          });
          const context = (userMemory: string) =>
            openingRequestPartsOf(state(userMemory), 'S').slice(1);
          expect(context(second)).toEqual(context(first));
          expect(withoutTypedMemory(state(first).gemini)).not.toHaveProperty('userMemory');
        },
      ),
      { numRuns: 200 },
    );
  });
});
