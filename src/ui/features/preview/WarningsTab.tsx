import type { RenderedPrompt } from '../../../core';
import { WARNING_KINDS } from './warningKinds';

/** The core's warnings with their fixes, and the tools the CLI would drop. */
export function WarningsTab({ rendered }: { rendered: RenderedPrompt }) {
  const { warnings, removedTools } = rendered;
  return (
    <div className="prompt-warnings">
      {warnings.length === 0 ? (
        <p className="muted">No warnings: the CLI would build this prompt without surprises.</p>
      ) : (
        <ul className="prompt-warning-list">
          {warnings.map((warning, index) => (
            <li key={`${warning.code}-${index}`} className="notice notice-warning">
              <div>
                <p className="prompt-warning-message">{warning.message}</p>
                {warning.fix && <p className="prompt-warning-fix">Fix: {warning.fix}</p>}
                <p className="prompt-warning-code" data-testid="prompt-warning-kind">
                  {WARNING_KINDS[warning.code] ?? 'A note about this configuration.'}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {removedTools.length > 0 && (
        <section aria-labelledby="removed-tools-title" className="removed-tools">
          <h3 id="removed-tools-title">Tools the CLI removes before building the prompt</h3>
          <ul>
            {removedTools.map((tool) => (
              <li key={tool.name}>
                <code>{tool.name}</code>: {tool.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
