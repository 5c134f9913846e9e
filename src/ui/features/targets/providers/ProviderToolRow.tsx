import { useId } from 'react';
import { providerToolGroup, type PlaygroundProviderTool } from '../../../../core';
import { parseToolSchema } from './providerInput';

const GROUP_LABELS = { core: 'core', extended: 'web', task: 'sub-agents' } as const;

interface ProviderToolRowProps {
  tool: PlaygroundProviderTool;
  advertised: boolean;
  onChange: (fields: Partial<PlaygroundProviderTool>, coalesceKey: string) => void;
  onRemove: () => void;
}

/** One tool of the catalogue: name, description and JSON input schema, validated as typed. */
export function ProviderToolRow({ tool, advertised, onChange, onRemove }: ProviderToolRowProps) {
  const id = useId();
  const schema = parseToolSchema(tool.inputSchema);
  const schemaError = typeof schema === 'string' ? schema : null;
  const group = GROUP_LABELS[providerToolGroup(tool.name)];
  return (
    <details className="provider-tool" data-testid={`provider-tool-${tool.name}`}>
      <summary>
        <code>{tool.name || '(unnamed)'}</code>
        <span className="provider-tool-tags">
          <span className="target-tag">{group}</span>
          {!advertised && <span className="target-tag">not advertised</span>}
          {schemaError && <span className="target-tag target-tag-warn">invalid schema</span>}
        </span>
      </summary>
      <div className="provider-tool-body">
        <label className="field-label" htmlFor={`${id}-name`}>
          Name
        </label>
        <input
          id={`${id}-name`}
          className="field-input mono"
          value={tool.name}
          spellCheck={false}
          onChange={(e) => onChange({ name: e.target.value }, `${id}-name`)}
        />
        <label className="field-label" htmlFor={`${id}-description`}>
          Description
        </label>
        <textarea
          id={`${id}-description`}
          className="field-input"
          rows={3}
          value={tool.description}
          onChange={(e) => onChange({ description: e.target.value }, `${id}-description`)}
        />
        <label className="field-label" htmlFor={`${id}-schema`}>
          Input schema (JSON)
        </label>
        <textarea
          id={`${id}-schema`}
          className="field-input mono"
          rows={8}
          spellCheck={false}
          value={tool.inputSchema}
          aria-invalid={schemaError ? true : undefined}
          aria-describedby={`${id}-schema-status`}
          onChange={(e) => onChange({ inputSchema: e.target.value }, `${id}-schema`)}
        />
        <p id={`${id}-schema-status`} className="field-hint" role="status">
          {schemaError ? (
            <span className="warn-text">{schemaError} The tool is left out until it parses.</span>
          ) : (
            'Valid JSON object.'
          )}
        </p>
        <button type="button" className="btn" onClick={onRemove}>
          Remove {tool.name || 'this tool'}
        </button>
      </div>
    </details>
  );
}
