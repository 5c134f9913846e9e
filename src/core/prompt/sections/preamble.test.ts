import { describe, expect, it } from 'vitest';
import { renderPreamble } from './preamble';

describe('renderPreamble', () => {
  it('renders nothing without options', () => {
    expect(renderPreamble()).toBe('');
  });

  describe.each([
    { interactive: true, opening: 'You are an interactive CLI agent', not: 'non-interactive' },
    { interactive: false, opening: 'You are a non-interactive CLI agent', not: 'an interactive' },
  ])('interactive=$interactive', ({ interactive, opening, not }) => {
    const text = renderPreamble({ interactive });

    it('opens with the mode-specific sentence (gemini-cli packages/core/src/prompts/promptProvider.ts getCoreSystemPrompt, first section)', () => {
      expect(text.startsWith(opening)).toBe(true);
      expect(text).not.toContain(not);
    });

    it('is one paragraph with no heading', () => {
      expect(text).not.toContain('\n');
      expect(text).not.toMatch(/^#/);
    });
  });
});
