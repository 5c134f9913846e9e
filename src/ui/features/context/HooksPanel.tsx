import { applyAfterToolHooks, combineHookContext, type Part } from '../../../core';
import { useConfig } from '../../store/configStore';
import { ContextGroup } from './ContextGroup';
import { HookOutputsEditor } from './HookOutputsEditor';
import { responseOutput } from './responseOutput';

const SAMPLE_RESULT: Part = {
  functionResponse: { name: 'read_file', response: { output: '…the file content…' } },
};

/** BeforeAgent and AfterTool hook outputs, and where their `<hook_context>` lands. */
export function HooksPanel() {
  const before = useConfig((c) => c.context.beforeAgentHooks);
  const after = useConfig((c) => c.context.afterToolHooks);
  const beforeText = combineHookContext(before);
  const afterPart = applyAfterToolHooks(SAMPLE_RESULT, after);
  const afterOutput = responseOutput(afterPart.functionResponse?.response);
  const active = (beforeText ? 1 : 0) + (combineHookContext(after) ? 1 : 0);
  return (
    <ContextGroup title="Hooks" summary={`${active} of 2 events add context`} testId="hooks-panel">
      <HookOutputsEditor list="beforeAgentHooks" event="BeforeAgent" />
      <p className="ctx-note">Lands as the last text part of this turn’s user message:</p>
      <pre className="ctx-pre" data-testid="before-agent-landing">
        {beforeText ? `<hook_context>${beforeText}</hook_context>` : '(nothing added)'}
      </pre>
      <HookOutputsEditor list="afterToolHooks" event="AfterTool" />
      <p className="ctx-note">
        Lands at the end of every tool result, after a blank line (here: skill activations in this
        turn, or a read_file result as an example):
      </p>
      <pre className="ctx-pre" data-testid="after-tool-landing">
        {afterOutput}
      </pre>
    </ContextGroup>
  );
}
