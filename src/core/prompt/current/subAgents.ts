/**
 * `# Available Sub-Agents` of the current CLI, one renderer per family (also what a custom
 * template's `${SubAgents}` becomes): modern lists the agents in `<available_subagents>` after
 * `### Strategic Orchestration & Delegation`; legacy lists `- name -> description` lines after a
 * leading `\n`, untrimmed. An empty list renders `''` in both.
 */
import { INVOKE_AGENT_TOOL_NAME } from '../../toolNames';
import type { PromptFamily, SubAgentDefinition } from '../types';

function modernSubAgents(agents: readonly SubAgentDefinition[]): string {
  const list = agents
    .map(
      (agent) =>
        `  <subagent>\n    <name>${agent.name}</name>\n    <description>${agent.description}</description>\n  </subagent>`,
    )
    .join('\n');
  return `# Available Sub-Agents
Sub-agents are specialised agents you can start with \`${INVOKE_AGENT_TOOL_NAME}\`. Each one runs in its own context window with its own tools, works on the task you hand it, and returns a report. Only its report enters this conversation.

### Strategic Orchestration & Delegation
- **Delegate to save context:** Hand a sub-agent work that would otherwise flood this conversation: broad investigation of an unfamiliar codebase, searches across many files, or long exploratory runs of commands. You receive the conclusion without the noise.
- **Match the agent to the task:** Read the descriptions below and choose the agent whose description fits. Do not delegate to an agent outside its described purpose.
- **Brief it fully:** A sub-agent knows nothing of this conversation. State the goal, the relevant paths and constraints, what you already know and the form of the report you want back.
- **Keep ownership:** You stay responsible for the result. Check the report against the code before acting on it, and make the final changes and decisions yourself unless the agent's purpose is to make them.
- **Run independent agents in parallel:** When several independent questions need investigating, start their agents in the same turn.
- **Do it yourself when it is small:** A single search, a known file or a one-line change is faster done directly than delegated.
- **Do not duplicate work:** While an agent investigates a question, do not research the same question yourself; continue with other parts of the task or wait for its report.
- **Handle failures:** If an agent returns an incomplete or doubtful report, ask a narrower follow-up or verify the gap yourself; do not pass unverified claims on to the user.
- **Summarise for the user:** Tell the user briefly which agent you used and what it found, in your own words; do not paste its whole report.

For example: to find every place a deprecated API is still used across a large monorepo, delegate the survey and ask for a list of files and call sites; to rename one function in a file you already have open, do it yourself.

<available_subagents>
${list}
</available_subagents>`;
}

function legacySubAgents(agents: readonly SubAgentDefinition[]): string {
  const list = agents.map((agent) => `- ${agent.name} -> ${agent.description}`).join('\n');
  return `
# Available Sub-Agents
Sub-agents are specialised agents you can start with \`${INVOKE_AGENT_TOOL_NAME}\`. Each works in its own context and returns a report, so delegating broad investigation or long exploratory work keeps this conversation small. Give the agent a complete brief (goal, relevant paths, constraints, the report you expect), because it knows nothing of this conversation. Choose the agent whose description fits the task, start independent agents in parallel, check their findings against the code before acting on them, and stay responsible for the result. Do small lookups yourself: a single search or a known file is faster done directly than delegated. Summarise what an agent found in your own words rather than pasting its report.

${list}`;
}

/** The family's sub-agent list; `''` when there are none. */
export function renderSubAgents(
  family: PromptFamily,
  agents?: readonly SubAgentDefinition[],
): string {
  if (!agents || agents.length === 0) return '';
  return family === 'modern' ? modernSubAgents(agents) : legacySubAgents(agents);
}
