import type { AsimiPromptContext, AsimiSandbox } from './types';

/** The heading each sandbox kind renders (the same three headings as the Gemini CLI). */
export const ASIMI_SANDBOX_HEADINGS: Record<AsimiSandbox, string> = {
  macos: '# macOS Seatbelt',
  generic: '# Sandbox',
  none: '# Outside of Sandbox',
};

const SANDBOX_BODIES: Record<AsimiSandbox, string> = {
  macos:
    'You run under macOS Seatbelt, which limits what you may touch outside the project directory and the system temporary directory. If a command fails with an "Operation not permitted" style error, say that the Seatbelt profile is the likely cause and how the user could adjust it.',
  generic:
    'You run inside a sandbox container with restricted access to files outside the project directory and the system temporary directory, and to host resources such as ports. When a command fails in a way that suggests these limits, explain that the sandbox may be the reason and what the user could change.',
  none: "You run directly on the user's machine with no sandbox. Before a command that changes anything outside the project directory or the system temporary directory, briefly remind the user of this and suggest a sandbox if they would like one.",
};

/** Sandbox status block: always exactly one of three. */
export function renderAsimiSandboxBlock(sandbox: AsimiSandbox): string {
  return `${ASIMI_SANDBOX_HEADINGS[sandbox]}\n\n${SANDBOX_BODIES[sandbox]}`;
}

/** `# Git Repository` block; `''` outside a repository. */
export function renderAsimiGitBlock(ctx: AsimiPromptContext): string {
  if (!ctx.IsGitRepository) return '';
  const shell = ctx.ToolNames.Shell;
  return `# Git Repository

- The working directory is a git repository.
- When asked to commit, first collect the state with '${shell}':
  - \`git status\` to see tracked, modified and untracked files;
  - \`git diff HEAD\` to review every change since the last commit (\`git diff --staged\` for staged changes only);
  - \`git log -n 3\` to learn the style of recent commit messages.
- Stage what belongs in the commit and propose a message. Say why the change was made rather than only what changed, and match the project's message style.
- After committing, run \`git status\` to check it succeeded.
- If a commit fails, report it; do not work around it unasked.
- Never run \`git push\` unless the user explicitly asks for it.`;
}

/**
 * Project context block: the context file wrapped in source markers,
 * `''` when there is no context.
 */
export function renderAsimiProjectContextBlock(ctx: AsimiPromptContext): string {
  const body = ctx.ProjectContext.trim();
  if (body === '') return '';
  const file = ctx.ProjectContextFile;
  return `--- Context from: ${file} ---\n${body}\n--- End of Context from: ${file} ---`;
}

/** User memory: the trimmed memory, `''` when empty after trimming. */
export function renderAsimiUserMemoryBlock(ctx: AsimiPromptContext): string {
  return ctx.UserMemory.trim();
}
