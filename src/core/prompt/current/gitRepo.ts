import { renderGitRepo } from '../sections/gitRepo';
import type { GitRepoOptions } from '../options';

/**
 * `# Git Repository` of the current CLI (both families): the 2026-02 section plus the bullet
 * on what must never be committed.
 */
export function renderCurrentGitRepo(options?: GitRepoOptions): string {
  if (!options) return '';
  return `${renderGitRepo(options)}
- Never commit secrets, credentials, large generated artefacts or files the project ignores; check \`git status\` for such files before a commit and leave them out, telling the user if any seem to be tracked by mistake.`;
}
