import { CLI_VERSION_LABELS, type RenderedPrompt } from '../../../core';

/**
 * Which CLI version the preview shows, and for the current CLI the model and the prompt
 * family it picked (the reason in the tooltip).
 */
export function PromptVersion({ rendered }: { rendered: RenderedPrompt }) {
  const version = rendered.cliVersion ?? '2026-02';
  const model = rendered.model;
  return (
    <span className="prompt-version" data-testid="prompt-version" title={model?.reason}>
      Gemini CLI{' '}
      {version === '2026-02' ? CLI_VERSION_LABELS[version] : CLI_VERSION_LABELS['0.61.0']}
      {model && ` · ${model.resolved} → ${model.family} prompt`}
    </span>
  );
}
