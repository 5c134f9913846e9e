import { describe, expect, it } from 'vitest';
import { renderCoreMandates } from './coreMandates';

const flags = [true, false].flatMap((interactive) =>
  [true, false].flatMap((isGemini3) =>
    [true, false].map((hasSkills) => ({ interactive, isGemini3, hasSkills })),
  ),
);

describe('renderCoreMandates', () => {
  it('renders nothing without options', () => {
    expect(renderCoreMandates()).toBe('');
  });

  describe.each(flags)(
    'interactive=$interactive isGemini3=$isGemini3 hasSkills=$hasSkills',
    (options) => {
      const text = renderCoreMandates(options);

      it('starts with the Core Mandates heading', () => {
        expect(text.startsWith('# Core Mandates\n')).toBe(true);
      });

      it('words the ambiguity bullet by mode', () => {
        // Interactive agents confirm before expanding scope; headless ones just hold back.
        expect(text.includes('**Confirm Ambiguity/Expansion:**')).toBe(options.interactive);
        expect(text.includes('**Handle Ambiguity/Expansion:**')).toBe(!options.interactive);
      });

      it('adds each extra bullet only under its flag', () => {
        expect(text.includes('**Skill Guidance:**')).toBe(options.hasSkills);
        expect(text.includes('**Explain Before Acting:**')).toBe(options.isGemini3);
        // The continue-the-work bullet is indented under the list, as in the CLI.
        expect(text.includes('\n  - **Continue the work:**')).toBe(!options.interactive);
      });

      it('keeps the extras in CLI order: skills, explain, continue', () => {
        const positions = [
          '**Skill Guidance:**',
          '**Explain Before Acting:**',
          '**Continue the work:**',
        ]
          .map((marker) => text.indexOf(marker))
          .filter((index) => index >= 0);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        const lastFixed = text.indexOf('**Reverting Changes:**');
        expect(positions.every((index) => index > lastFixed)).toBe(true);
      });
    },
  );
});
