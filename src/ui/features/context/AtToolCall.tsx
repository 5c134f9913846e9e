import type { AtToolCallRecord } from '../../../core';
import { responseOutput } from './responseOutput';
import { Tokens } from './Tokens';

/**
 * The read_many_files call an `@` expansion leaves in the conversation view. It is display
 * only: the model gets the injected parts of the user message, not this call.
 */
export function AtToolCall({ record }: { record: AtToolCallRecord }) {
  const args = JSON.stringify(record.functionCall.args ?? {}, null, 2);
  const outputText = responseOutput(record.functionResponse.response);
  return (
    <div className="ctx-card" data-testid="at-tool-call">
      <div className="ctx-row">
        <strong>Tool call record: {record.functionCall.name}</strong>
        <span className="ctx-badge">display only</span>
      </div>
      <p className="ctx-note">
        {record.display} The CLI shows this call in its history view; the model receives the
        injected parts of the message instead, so it is not part of the request.
      </p>
      <details>
        <summary>
          Arguments and output <Tokens text={args + outputText} />
        </summary>
        <pre className="ctx-pre">{args}</pre>
        <pre className="ctx-pre">{outputText}</pre>
      </details>
    </div>
  );
}
