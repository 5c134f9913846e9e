import type { GitRepoOptions } from '../options';

/** `# Git Repository`: committing practice; `interactive` adds the keep-the-user-informed bullet. */
export function renderGitRepo(options?: GitRepoOptions): string {
  if (!options) return '';
  const bullets = [
    '- The current working directory is managed by a git repository.',
    '- **Never** stage or commit changes unless the user explicitly tells you to. For example, do not commit just because a task is finished or the tests pass.',
    '- When you are asked to commit, start by collecting information with shell commands:',
    '  - `git status` to check that every relevant file is tracked and staged, staging files with `git add ...` as needed.',
    '  - `git diff HEAD` to see every change to tracked files since the last commit.',
    '    - `git diff --staged` to see only the staged changes, when a partial commit makes sense or the user asked for it.',
    '  - `git log -n 3` to look at recent commit messages and follow their style (detail, formatting, signature line).',
    '- Chain shell commands where it saves a step, for example `git status && git diff HEAD && git log -n 3`.',
    '- Always propose a draft commit message; never ask the user to write the whole message. Base it on the diff you reviewed, not on your memory of the task.',
    '- Make commit messages clear and concise, and focus on *why* rather than *what*: a short summary line, a blank line, then a body only if the change needs explaining.',
  ];
  if (options.interactive) {
    bullets.push(
      '- Keep the user in the loop, and ask for clarification or confirmation wherever it is needed.',
    );
  }
  bullets.push(
    '- After each commit, run `git status` to confirm it succeeded and that nothing you meant to include was left behind.',
    '- If a commit fails, do not try to work around the problem unless the user asks you to.',
    '- Never push to a remote repository unless the user explicitly asks you to.',
  );
  return `# Git Repository\n${bullets.join('\n')}`;
}
