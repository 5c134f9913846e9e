import { describe, expect, it } from 'vitest';
import { renderUserMemory } from './userMemory';

describe('renderUserMemory', () => {
  describe.each([
    { name: 'undefined', memory: undefined, expected: '' },
    { name: 'empty', memory: '', expected: '' },
    { name: 'whitespace only', memory: ' \n\t\n ', expected: '' },
    { name: 'plain', memory: 'Use pnpm.', expected: '\n---\n\nUse pnpm.' },
    { name: 'padded', memory: '\n\n  Use pnpm.\n\n', expected: '\n---\n\nUse pnpm.' },
  ])('$name', ({ memory, expected }) => {
    it('adds the --- separator and the trimmed memory, or nothing', () => {
      expect(renderUserMemory(memory)).toBe(expected);
    });
  });
});
