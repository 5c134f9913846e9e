import { describe, expect, it } from 'vitest';
import { renderGitRepo } from './gitRepo';

describe('renderGitRepo', () => {
  it('renders nothing without options', () => {
    expect(renderGitRepo()).toBe('');
  });

  describe.each([{ interactive: true }, { interactive: false }])(
    'interactive=$interactive',
    ({ interactive }) => {
      const text = renderGitRepo({ interactive });

      it('starts with the Git Repository heading and names the inspection commands', () => {
        expect(text.startsWith('# Git Repository\n')).toBe(true);
        for (const command of [
          'git status',
          'git diff HEAD',
          'git diff --staged',
          'git log -n 3',
        ]) {
          expect(text).toContain(`\`${command}\``);
        }
      });

      it('adds the keep-the-user-informed bullet only when interactive', () => {
        expect(text.includes('Keep the user in the loop')).toBe(interactive);
      });
    },
  );
});
