import type { SandboxMode } from '../options';

/**
 * Exactly one of `# macOS Seatbelt`, `# Sandbox` or `# Outside of Sandbox`, chosen by the
 * mode the provider derives from the SANDBOX env var.
 */
export function renderSandbox(mode?: SandboxMode): string {
  if (!mode) return '';
  switch (mode) {
    case 'macos-seatbelt':
      return `# macOS Seatbelt
You are running under macOS Seatbelt, which restricts access to files outside the project directory and the system temporary directory, and limits host resources such as ports. If a command fails with an error like "Operation not permitted", it may be because of Seatbelt: when you report the error, explain why you think Seatbelt could be the cause and how the user might need to change their Seatbelt profile.`;
    case 'generic':
      return `# Sandbox
You are running in a sandbox container that restricts access to files outside the project directory and the system temporary directory, and limits host resources such as ports. If a command fails in a way that sandboxing could explain, say so when you report the error, and explain how the user might need to adjust their sandbox configuration.`;
    case 'outside':
      return `# Outside of Sandbox
You are running directly on the user's machine, with no sandbox container. Before running a critical command that is likely to change the user's system outside the project directory or the system temporary directory, explain the command (as the Explain Critical Commands rule requires) and remind the user that they could enable sandboxing for such work.`;
  }
}
