import { createDefaultProviderTools } from './advertise';
import type { ProviderInput } from './types';

/** The sample first user message placed in request bodies. */
export const PROVIDER_SAMPLE_USER_MESSAGE = 'Run the tests and fix whatever fails.';

/** Sample `CLAUDE.md` for the default workspace. */
export const PROVIDER_SAMPLE_CLAUDE_MD = `# Yume

Desktop chat client for coding agents (Tauri + React).

- Install: \`npm install\`
- Test: \`npm test\`
- Keep provider adapters in \`src/providers/\`, one file each.
- Commit messages in the imperative mood.
`;

/**
 * A realistic starting input: a project with a `CLAUDE.md`, interactive approval, web access
 * and sub-agents on, and the full tool catalogue of the multi-provider shim.
 */
export function createDefaultProviderInput(): ProviderInput {
  const cwd = '/home/user/yume';
  return {
    cwd,
    files: { [`${cwd}/CLAUDE.md`]: PROVIDER_SAMPLE_CLAUDE_MD },
    permissionMode: 'interactive',
    capabilities: { webAccess: true, subAgents: true },
    tools: createDefaultProviderTools(),
    useResponsesApi: false,
    userMessage: PROVIDER_SAMPLE_USER_MESSAGE,
  };
}
