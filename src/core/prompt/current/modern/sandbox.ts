import type { CurrentSandboxOptions } from '../options';

const SEATBELT_BODY = [
  'You are running under macOS Seatbelt. The profile limits writes to the project directory and the system temporary directory, and may block network access and other host resources.',
  'If a command fails with "Operation not permitted" or a similar permission error, Seatbelt is a likely cause: say so when you report the error, explain which access the profile probably denied, and how the user could adjust the profile.',
];

const GENERIC_BODY = [
  'You are running in a sandbox container with limited access to files outside the project directory and the system temporary directory, and to host resources such as ports, devices and the network.',
  'If a command fails in a way the sandbox could explain (a permission error, a missing host tool, a refused connection), say so when you report the error, and tell the user how their sandbox configuration might need to change, for example which path to mount or which port to expose.',
];

const RECOVERY_BLOCK = `**Sandbox Failure Recovery:** Tool sandboxing is on, so each tool call runs with only the access it needs. When a call fails because of the sandbox (a denied path, a blocked network request, a missing device):
1. Do not retry the same call unchanged, and do not look for another tool that reaches the same resource.
2. Check whether the task can be done inside the allowed area instead, for example by writing to the project or the temporary directory.
3. If it cannot, stop and tell the user exactly which access was denied and why the task needs it, so they can approve it or adjust the sandbox.`;

function indented(lines: readonly string[], indent: string): string {
  return lines.map((line) => `${indent}${line}`).join(`\n${indent}\n`);
}

/**
 * Modern sandbox section: nothing outside a sandbox; `# macOS Seatbelt` or `# Sandbox` with the
 * body indented by 4 or 6 spaces as in the CLI's template literal (the whitespace-only line
 * between paragraphs survives the sanitiser); tool sandboxing adds the bold recovery block.
 */
export function renderModernSandbox(options?: CurrentSandboxOptions): string {
  if (!options || options.mode === 'outside') return '';
  const seatbelt = options.mode === 'macos-seatbelt';
  const heading = seatbelt ? '# macOS Seatbelt' : '# Sandbox';
  const indent = seatbelt ? '    ' : '      ';
  const body = indented(seatbelt ? SEATBELT_BODY : GENERIC_BODY, indent);
  const recovery = options.toolSandboxingEnabled ? `\n\n${RECOVERY_BLOCK}` : '';
  return `${heading}\n${body}${recovery}`;
}
