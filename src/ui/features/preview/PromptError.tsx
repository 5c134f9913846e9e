import type { RenderedPrompt } from '../../../core';

/** What to do about a render error, in the user's terms. */
function remedy(rendered: RenderedPrompt): string {
  if (rendered.mode === 'custom' || rendered.templatePath) {
    return rendered.error?.startsWith('missing system prompt file')
      ? `Create ${rendered.templatePath ?? 'the file'} in the workspace files (Controls → custom template), point GEMINI_SYSTEM_MD at an existing file, or turn custom template mode off.`
      : 'Fix the template text or the tool names it refers to; the CLI would stop with this error too.';
  }
  return 'Undo the last change (Ctrl/Cmd+Z) or reset the configuration; your settings are kept.';
}

/** The CLI's error in place of the prompt, with what to do about it. */
export function PromptError({ rendered }: { rendered: RenderedPrompt }) {
  return (
    <div className="notice notice-error prompt-error" role="alert">
      <div>
        <strong>The Gemini CLI would not start with this configuration.</strong>
        <p>
          Error: <code>{rendered.error}</code>
        </p>
        <p>{remedy(rendered)}</p>
      </div>
    </div>
  );
}
