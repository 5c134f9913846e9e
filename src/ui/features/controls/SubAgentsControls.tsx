import {
  CODEBASE_INVESTIGATOR_AGENT_NAME,
  DEFAULT_SUB_AGENTS,
  INVOKE_AGENT_TOOL_NAME,
  type PlaygroundSubAgent,
} from '../../../core';
import { useConfig } from '../../store/configStore';
import { CheckField } from '../../components/fields/CheckField';
import { withTool } from './envEdits';
import { TextField } from '../../components/fields/TextField';
import { usePatchGemini } from './useGeminiEdits';

const INVESTIGATOR =
  DEFAULT_SUB_AGENTS.find((agent) => agent.name === CODEBASE_INVESTIGATOR_AGENT_NAME) ??
  ({ name: CODEBASE_INVESTIGATOR_AGENT_NAME, description: '' } satisfies PlaygroundSubAgent);

/**
 * The current CLI's sub-agents: the agent registry's list (name, description), whether
 * `invoke_agent` is registered (the section's guard), and the codebase investigator (which
 * also changes the workflows' first step).
 */
export function SubAgentsControls() {
  const agents = useConfig((c) => c.gemini.subAgents);
  const invoke = useConfig((c) => c.gemini.tools.includes(INVOKE_AGENT_TOOL_NAME));
  const tools = useConfig((c) => c.gemini.tools);
  const patch = usePatchGemini();
  const investigator = agents.some((a) => a.name === CODEBASE_INVESTIGATOR_AGENT_NAME);
  const replaceAt = (index: number, agent: PlaygroundSubAgent | null) => {
    const next = agents.flatMap((a, i) => (i !== index ? [a] : agent ? [agent] : []));
    patch({ subAgents: next }, agent ? `gemini.subAgents.${index}` : undefined);
  };
  return (
    <div className="sub-agents" data-testid="sub-agents">
      <CheckField
        label={
          <>
            <code>{INVOKE_AGENT_TOOL_NAME}</code> registered
          </>
        }
        checked={invoke}
        testId="invoke-agent"
        onChange={(on) => patch({ tools: withTool(tools, INVOKE_AGENT_TOOL_NAME, on) })}
        hint="Without it the Available Sub-Agents section is left out (a custom template's ${SubAgents} still lists them)."
      />
      <CheckField
        label="Codebase investigator"
        checked={investigator}
        testId="codebase-investigator"
        onChange={(on) =>
          patch({
            subAgents: on
              ? [{ ...INVESTIGATOR }, ...agents]
              : agents.filter((a) => a.name !== CODEBASE_INVESTIGATOR_AGENT_NAME),
          })
        }
        hint="Listed under Available Sub-Agents while invoke_agent is registered. The workflows’ delegation step stays off: the CLI looks the agent up by another name (CodebaseInvestigatorAgent)."
      />
      {agents.length === 0 ? (
        <p className="field-hint">No sub-agents: the section renders nothing.</p>
      ) : (
        <ol className="skill-list" aria-label="Sub-agents">
          {agents.map((agent, index) => (
            <li key={index} className="skill-row" data-testid={`sub-agent-${index}`}>
              <TextField
                label="Name"
                value={agent.name}
                mono
                onChange={(name) => replaceAt(index, { ...agent, name })}
              />
              <TextField
                label="Description"
                value={agent.description}
                multiline
                rows={2}
                onChange={(description) => replaceAt(index, { ...agent, description })}
              />
              <button
                type="button"
                className="btn btn-small"
                aria-label={`Remove ${agent.name.trim() || `sub-agent ${index + 1}`}`}
                onClick={() => replaceAt(index, null)}
              >
                Remove sub-agent
              </button>
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        className="btn"
        onClick={() =>
          patch({
            subAgents: [
              ...agents,
              { name: `agent_${agents.length + 1}`, description: 'Describe what it does.' },
            ],
          })
        }
      >
        Add sub-agent
      </button>
    </div>
  );
}
