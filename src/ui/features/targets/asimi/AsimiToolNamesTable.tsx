import { ASIMI_DEFAULT_TOOL_NAMES, type AsimiToolNames } from '../../../../core';
import { useConfig } from '../../../store/configStore';
import { ASIMI_TOOL_NAME_ROWS } from './asimiLabels';
import { usePatchAsimi } from './useAsimiEdits';

/**
 * The template data's `PromptContext.ToolNames` as an editable table: each
 * name flows into the built-in prompt wherever the template says `{{.ToolNames.X}}`.
 */
export function AsimiToolNamesTable() {
  const names = useConfig((c) => c.asimi.promptContext.ToolNames);
  const patch = usePatchAsimi();
  const set = (key: keyof AsimiToolNames, value: string) =>
    patch({ promptContext: { ToolNames: { ...names, [key]: value } } }, `asimi.tool.${key}`);
  const changed = ASIMI_TOOL_NAME_ROWS.some(
    (row) => names[row.key] !== ASIMI_DEFAULT_TOOL_NAMES[row.key],
  );
  return (
    <>
      <table className="target-table" data-testid="asimi-tool-names">
        <caption className="field-hint">
          <code>PromptContext.ToolNames</code>: the names the prompt mentions.
        </caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Tool name</th>
          </tr>
        </thead>
        <tbody>
          {ASIMI_TOOL_NAME_ROWS.map((row) => (
            <tr key={row.key}>
              <th scope="row" title={row.role}>
                <code>{row.key}</code>
              </th>
              <td>
                <input
                  className="field-input mono"
                  value={names[row.key]}
                  aria-label={`Tool name for ${row.key} (${row.role})`}
                  spellCheck={false}
                  onChange={(e) => set(row.key, e.target.value)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className="btn"
        disabled={!changed}
        onClick={() => patch({ promptContext: { ToolNames: { ...ASIMI_DEFAULT_TOOL_NAMES } } })}
      >
        Reset tool names
      </button>
    </>
  );
}
