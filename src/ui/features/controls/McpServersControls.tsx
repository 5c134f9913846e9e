import { useId, useState, type FormEvent } from 'react';
import { addMcpServer, mcpServersOf, removeMcpServer } from '../../../core';
import { useConfig } from '../../store/configStore';
import { usePatchGemini } from './useGeminiEdits';

/**
 * MCP servers and the tools they provide (the current CLI registers each as
 * `<server>__<tool>`; plan mode's tool list names it with its server). Add a server with its
 * tool names, remove a server with its tools.
 */
export function McpServersControls() {
  const tools = useConfig((c) => c.gemini.mcpTools);
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
          {mcpServersOf(tools).map(({ serverName, toolNames: names }) => (
            <li key={serverName} className="skill-row" data-testid={`mcp-server-${serverName}`}>
              <span className="mono">{serverName}</span>: {names.join(', ')}
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
          Separated by commas or spaces. Registered as <code>server__tool</code>; plan mode lists
          each with its server.
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
