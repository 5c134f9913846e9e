import { useMemo, useState } from 'react';
import { BUILTIN_TOOL_NAMES, controlNotApplicable, toolControlId } from '../../../core';
import { useConfig } from '../../store/configStore';
import { withTool } from './envEdits';
import { ToolRow } from './ToolRow';
import { usePatchGemini } from './useGeminiEdits';

const TOOL_NAME = /^[A-Za-z0-9_.:-]+$/;

/** Built-in tools as a checklist plus custom tool names; each row says what it drives. */
export function ToolsControls() {
  const tools = useConfig((c) => c.gemini.tools);
  const patch = usePatchGemini();
  const [draft, setDraft] = useState('');
  const custom = tools.filter((t) => !BUILTIN_TOOL_NAMES.includes(t));
  const names = [...BUILTIN_TOOL_NAMES, ...custom];
  // Joined, so the selector's result compares by value: the reasons change with a few fields only.
  const reasons = useConfig((c) =>
    names.map((tool) => controlNotApplicable(toolControlId(tool), c) ?? '').join('\n'),
  );
  const notApplicable = useMemo(() => reasons.split('\n'), [reasons]);
  const set = (name: string, on: boolean) => patch({ tools: withTool(tools, name, on) });
  const name = draft.trim();
  const canAdd = TOOL_NAME.test(name) && !tools.includes(name);

  return (
    <>
      <p className="field-hint">
        Every registered tool is listed by <code>{'${AvailableTools}'}</code> and named by{' '}
        <code>{'${<tool>_ToolName}'}</code> in a custom template. {tools.length} registered.
      </p>
      <ul className="tool-list" aria-label="Tools">
        {names.map((tool, index) => (
          <ToolRow
            key={tool}
            name={tool}
            checked={tools.includes(tool)}
            custom={!BUILTIN_TOOL_NAMES.includes(tool)}
            notApplicable={notApplicable[index] || null}
            onChange={(on) => set(tool, on)}
          />
        ))}
      </ul>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!canAdd) return;
          set(name, true);
          setDraft('');
        }}
      >
        <input
          className="field-input mono"
          aria-label="Custom tool name"
          placeholder="custom_tool_name"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="btn" disabled={!canAdd}>
          Add tool
        </button>
      </form>
      {name !== '' && !canAdd && (
        <p className="field-hint warn-text">
          {tools.includes(name)
            ? `${name} is already registered.`
            : 'Tool names use letters, digits and _ . : - only.'}
        </p>
      )}
    </>
  );
}
