/** The starter system.md offered when custom-template mode points at a missing or empty file. */

/**
 * A short template in our own words that exercises every substitution the CLI performs:
 * `${AgentSkills}`, `${SubAgents}`, `${AvailableTools}` and a `${<tool>_ToolName}` variable.
 */
export const STARTER_TEMPLATE = `# Project assistant

You help with software work in this repository. Keep answers short, check facts in the code
before you change it, and explain any command that changes files before you run it.

## Tools you can call

\${AvailableTools}

Open a file with \${read_file_ToolName} before you edit it.

## Skills

\${AgentSkills}

## Sub-agents

\${SubAgents}
`;
