import { cliTextLabel, type RenderedPrompt } from '../../../core';

/**
 * Which text the preview shows (an imported prompt, the CLI's own text of a release, or our
 * wording of 2026-02), and for a release the model and the prompt family it picked (the
 * reason in the tooltip).
 */
export function PromptVersion({ rendered }: { rendered: RenderedPrompt }) {
  if (rendered.mode === 'imported') {
    return (
      <span className="prompt-version" data-testid="prompt-version">
        Showing the imported prompt
      </span>
    );
  }
  const version = rendered.cliVersion ?? '2026-02';
  const model = rendered.model;
  return (
    <span className="prompt-version" data-testid="prompt-version" title={model?.reason}>
      Showing {cliTextLabel(version)}
      {model && ` · ${model.resolved} → ${model.family} prompt`}
    </span>
  );
}
