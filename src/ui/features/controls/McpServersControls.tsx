import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  activeMcpTools,
  addMcpServer,
  mcpServersOf,
  mcpToolRegisteredName,
  removeMcpServer,
  setMcpToolReadOnly,
} from '../../../core';
import { useConfig } from '../../store/configStore';
import { usePatchGemini } from './useGeminiEdits';

/**
 * MCP servers and the tools they provide (a release registers each as `mcp_<server>_<tool>`;
 * plan mode's tool list names it with its server). Add a server with its tool names, mark a
 * tool read-only as its server would (`readOnlyHint`: the only MCP tools plan mode keeps),
 * remove a server with its tools.
 */
export function McpServersControls() {
  const tools = useConfig((c) => c.gemini.mcpTools);
  const approvalMode = useConfig((c) => c.gemini.approvalMode);
  const interactive = useConfig((c) => c.gemini.interactive);
  // The tools this run's policy leaves out, by registered name, with the reason.
  const leftOut = useMemo(
    () =>
      new Map(
        activeMcpTools({ mcpTools: tools, approvalMode, interactive }).removed.map((tool) => [
          tool.name,
          tool.reason,
        ]),
      ),
    [tools, approvalMode, interactive],
  );
  const patch = usePatchGemini();
  const [server, setServer] = useState('');
  const [toolNames, setToolNames] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const add = (event: FormEvent) => {
    event.preventDefault();
    const result = addMcpServer(tools, server, toolNames);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    patch({ mcpTools: result.tools });
    setServer('');
    setToolNames('');
    setError(null);
  };
  return (
    <fieldset className="mcp-servers" data-testid="mcp-servers">
      <legend>MCP servers</legend>
      {tools.length === 0 ? (
        <p className="field-hint">No MCP servers: only built-in tools are registered.</p>
      ) : (
        <ul className="skill-list" aria-label="MCP servers">
          {mcpServersOf(tools).map(({ serverName, tools: listed }) => (
            <li key={serverName} className="skill-row" data-testid={`mcp-server-${serverName}`}>
              <span className="mono">{serverName}</span>:
              <ul className="mcp-tool-list" aria-label={`Tools of ${serverName}`}>
                {listed.map((tool) => {
                  const registered = mcpToolRegisteredName(tool);
                  const reason = leftOut.get(registered);
                  return (
                    <li key={tool.serverToolName}>
                      <label title={`Registered as ${registered}`}>
                        <input
                          type="checkbox"
                          checked={tool.readOnly}
                          data-testid={`mcp-read-only-${serverName}-${tool.serverToolName}`}
                          onChange={(event) =>
                            patch({
                              mcpTools: setMcpToolReadOnly(
                                tools,
                                serverName,
                                tool.serverToolName,
                                event.currentTarget.checked,
                              ),
                            })
                          }
                        />{' '}
                        <span className="mono">{tool.serverToolName}</span> read-only
                      </label>
                      {reason !== undefined && (
                        <span className="field-hint" data-testid="mcp-left-out">
                          {' '}
                          Left out of this run: {reason}.
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
              <button
                type="button"
                className="btn btn-small"
                aria-label={`Remove MCP server ${serverName}`}
                onClick={() => patch({ mcpTools: removeMcpServer(tools, serverName) })}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} aria-label="Add an MCP server">
        <label htmlFor={`${id}-server`}>Server name</label>
        <input
          id={`${id}-server`}
          className="mono"
          value={server}
          data-testid="mcp-server-name"
          onChange={(event) => setServer(event.currentTarget.value)}
        />
        <label htmlFor={`${id}-tools`}>Tool names</label>
        <input
          id={`${id}-tools`}
          className="mono"
          value={toolNames}
          placeholder="list_issues, get_pull_request"
          aria-describedby={`${id}-hint`}
          data-testid="mcp-tool-names"
          onChange={(event) => setToolNames(event.currentTarget.value)}
        />
        <p id={`${id}-hint`} className="field-hint">
          Separated by commas or spaces. Registered as <code>mcp_server_tool</code>. Plan mode keeps
          only the tools marked read-only, and only in interactive runs.
        </p>
        {error && (
          <p role="alert" className="error-text">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-small" data-testid="mcp-add-server">
          Add server
        </button>
      </form>
    </fieldset>
  );
}
