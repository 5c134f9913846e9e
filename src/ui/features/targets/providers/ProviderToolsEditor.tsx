import {
  advertisedTools,
  createDefaultProviderTools,
  type PlaygroundProviderTool,
} from '../../../../core';
import { useConfig } from '../../../store/configStore';
import { ProviderToolRow } from './ProviderToolRow';
import { usePatchProviders } from './useProviderEdits';

const NEW_TOOL: PlaygroundProviderTool = {
  name: 'NewTool',
  description: 'Describe what the tool does.',
  inputSchema: '{\n  "type": "object",\n  "properties": {},\n  "required": []\n}',
};

/** The shim's tool catalogue in the Claude shape, held once and converted per provider. */
export function ProviderToolsEditor() {
  const providers = useConfig((c) => c.providers);
  const patch = usePatchProviders();
  const tools = providers.tools;
  const advertised = new Set(
    advertisedTools({
      tools: tools.map((t) => ({ name: t.name, description: '', input_schema: {} })),
      capabilities: providers.capabilities,
    }).map((t) => t.name),
  );
  const setTools = (next: PlaygroundProviderTool[], coalesceKey?: string) =>
    patch({ tools: next }, coalesceKey);
  return (
    <>
      <p className="field-hint">
        {advertised.size} of {tools.length} tools advertised with the current capabilities. Each is
        held once as <code>name</code>, <code>description</code>, <code>input_schema</code> and
        converted for Gemini and OpenAI.
      </p>
      <div className="provider-tool-list">
        {tools.map((tool, index) => (
          <ProviderToolRow
            key={index}
            tool={tool}
            advertised={advertised.has(tool.name)}
            onChange={(fields, key) =>
              setTools(
                tools.map((t, i) => (i === index ? { ...t, ...fields } : t)),
                key,
              )
            }
            onRemove={() => setTools(tools.filter((_, i) => i !== index))}
          />
        ))}
      </div>
      <div className="target-actions">
        <button type="button" className="btn" onClick={() => setTools([...tools, NEW_TOOL])}>
          Add a tool
        </button>
        <button
          type="button"
          className="btn"
          onClick={() =>
            setTools(
              createDefaultProviderTools().map((t) => ({
                name: t.name,
                description: t.description,
                inputSchema: JSON.stringify(t.input_schema, null, 2),
              })),
            )
          }
        >
          Reset the catalogue
        </button>
      </div>
    </>
  );
}
