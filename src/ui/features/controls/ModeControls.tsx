import { useMemo } from 'react';
import { effectiveTools, type ApprovalMode, type CliVersionKind } from '../../../core';
import { useConfig } from '../../store/configStore';
import { CheckField } from '../../components/fields/CheckField';
import { SelectField } from '../../components/fields/SelectField';
import { usePatchGemini } from './useGeminiEdits';
import { NotApplicableNote, useNotApplicable } from './NotApplicable';
import { usePromptFamily } from './usePromptFamily';

const APPROVAL_MODES: readonly { value: ApprovalMode; label: string }[] = [
  { value: 'default', label: 'default' },
  { value: 'autoEdit', label: 'autoEdit' },
  { value: 'yolo', label: 'yolo' },
  { value: 'plan', label: 'plan' },
];

/**
 * What each approval mode changes in the text, per kind of version and family (checked against
 * the rendered prompts: the modern prompt names the mode in its opening line, the legacy one
 * names none; YOLO adds its own section in interactive sessions; 2026-02 changes only for plan).
 */
function approvalModeHint(
  mode: ApprovalMode,
  kind: CliVersionKind,
  family: 'modern' | 'legacy' | null,
  interactive: boolean,
): string {
  if (family === 'legacy') return legacyApprovalModeHint(mode, interactive);
  if (kind === 'seeds') {
    return mode === 'plan'
      ? 'Plan mode swaps Primary Workflows for the Planning Workflow.'
      : 'In 2026-02 only plan changes the prompt text; the others matter for headless tool removal.';
  }
  switch (mode) {
    case 'plan':
      return 'Names Plan mode in the opening line and swaps Primary Workflows for the plan-mode section.';
    case 'autoEdit':
      return 'Names Auto-Edit mode in the opening line; the rest of the text is as in default.';
    case 'yolo':
      return interactive
        ? 'Names YOLO mode in the opening line and adds the Autonomous Mode (YOLO) section.'
        : 'Names YOLO mode in the opening line (the Autonomous Mode section is for interactive sessions only).';
    default:
      return 'Each mode is named in the opening line; plan also swaps Primary Workflows, and YOLO adds its own section in interactive sessions.';
  }
}

/** Interactive flag and approval mode, with the tools the CLI removes because of them. */
/** The legacy prompt of a release names no mode: only plan and interactive YOLO change it. */
function legacyApprovalModeHint(mode: ApprovalMode, interactive: boolean): string {
  switch (mode) {
    case 'plan':
      return 'Swaps Primary Workflows for the plan-mode section (the legacy prompt in force names no mode).';
    case 'yolo':
      return interactive
        ? 'Adds the Autonomous Mode (YOLO) section (the legacy prompt in force names no mode).'
        : 'The legacy prompt in force names no mode, and the YOLO section is for interactive sessions only.';
    case 'autoEdit':
      return 'The legacy prompt in force names no mode: Auto-Edit leaves the text as in default.';
    default:
      return 'The legacy prompt in force names no mode: plan swaps Primary Workflows, and YOLO adds its own section in interactive sessions.';
  }
}

export function ModeControls() {
  const interactive = useConfig((c) => c.gemini.interactive);
  const approvalMode = useConfig((c) => c.gemini.approvalMode);
  const tools = useConfig((c) => c.gemini.tools);
  const model = useConfig((c) => c.gemini.model);
  const cliVersion = useConfig((c) => c.gemini.cliVersion);
  const patch = usePatchGemini();
  const { kind, family } = usePromptFamily();
  const modeReason = useNotApplicable(`approvalMode:${approvalMode}`);
  const removed = useMemo(
    () => effectiveTools({ tools, interactive, approvalMode, model, cliVersion }).removed,
    [tools, interactive, approvalMode, model, cliVersion],
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
          approvalMode !== 'default' && modeReason !== null ? (
            <NotApplicableNote
              id={`approvalMode:${approvalMode}`}
              reason={approvalModeHint(approvalMode, kind, family, interactive)}
            />
          ) : (
            approvalModeHint(approvalMode, kind, family, interactive)
          )
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
