import { useMemo } from 'react';
import { effectiveTools, type ApprovalMode } from '../../../core';
import { useConfig } from '../../store/configStore';
import { CheckField } from '../../components/fields/CheckField';
import { SelectField } from '../../components/fields/SelectField';
import { usePatchGemini } from './useGeminiEdits';

const APPROVAL_MODES: readonly { value: ApprovalMode; label: string }[] = [
  { value: 'default', label: 'default' },
  { value: 'autoEdit', label: 'autoEdit' },
  { value: 'yolo', label: 'yolo' },
  { value: 'plan', label: 'plan' },
];

/** Interactive flag and approval mode, with the tools the CLI removes because of them. */
export function ModeControls() {
  const interactive = useConfig((c) => c.gemini.interactive);
  const approvalMode = useConfig((c) => c.gemini.approvalMode);
  const tools = useConfig((c) => c.gemini.tools);
  const model = useConfig((c) => c.gemini.model);
  const patch = usePatchGemini();
  const removed = useMemo(
    () => effectiveTools({ tools, interactive, approvalMode, model }).removed,
    [tools, interactive, approvalMode, model],
  );
  return (
    <>
      <CheckField
        label="Interactive session"
        checked={interactive}
        testId="interactive-toggle"
        onChange={(checked) => patch({ interactive: checked })}
        hint="Off is a headless run (gemini -p): different wording, and some tools are removed."
      />
      <SelectField
        label="Approval mode"
        value={approvalMode}
        options={APPROVAL_MODES}
        testId="approval-mode"
        onChange={(value) => patch({ approvalMode: value })}
        hint={
          approvalMode === 'plan'
            ? 'Plan mode swaps Primary Workflows for the Planning Workflow.'
            : 'Only plan changes the prompt text; the others matter for headless tool removal.'
        }
      />
      <div className="field-hint" data-testid="removed-tools">
        {removed.length === 0 ? (
          'No tools removed from the registry.'
        ) : (
          <>
            Removed before the prompt is built:
            <ul className="plain-list">
              {removed.map((r) => (
                <li key={r.name}>
                  <code>{r.name}</code> — {r.reason}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
