import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import { estimateTextTokens } from '../tokens/estimateTokenCount';
import {
  countOpeningRequest,
  openingRequestParts,
  openingToolDeclarations,
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
