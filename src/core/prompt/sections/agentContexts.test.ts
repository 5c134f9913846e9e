import { describe, expect, it } from 'vitest';
import { renderAgentContexts } from './agentContexts';

describe('renderAgentContexts', () => {
  describe.each([
    { name: 'undefined', contexts: undefined, expected: '' },
    { name: 'empty string', contexts: '', expected: '' },
    { name: 'whitespace only', contexts: ' \n\n ', expected: '' },
    {
      name: 'padded text',
      contexts: '\n  Mock Agent Directory \n',
      expected: 'Mock Agent Directory',
    },
    {
      name: 'a level-2 directory block',
      contexts: '## Available Sub-Agents\n- codebase_investigator\n',
      expected: '## Available Sub-Agents\n- codebase_investigator',
    },
  ])('$name', ({ contexts, expected }) => {
    it('emits the text trimmed, with no heading of its own', () => {
      expect(renderAgentContexts(contexts)).toBe(expected);
    });
  });
});
