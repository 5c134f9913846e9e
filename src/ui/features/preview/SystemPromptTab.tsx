import { MonacoEditor } from '../../monaco/MonacoEditor';
import { PromptError } from './PromptError';
import { SectionOutline } from './SectionOutline';
import { usePromptEditor } from './usePromptEditor';
import { useRenderedPrompt } from './useRenderedPrompt';

const EDITOR_OPTIONS = { lineNumbers: 'off', folding: false, glyphMargin: false } as const;

/** The full system prompt in a read-only editor, with its section outline. */
export function SystemPromptTab() {
  const rendered = useRenderedPrompt();
  const { onReady, reveal } = usePromptEditor(rendered.sections);
  return (
    <div className="system-prompt-tab">
      {rendered.error ? (
        <PromptError rendered={rendered} />
      ) : (
        <SectionOutline spans={rendered.sections} onReveal={reveal} />
      )}
      <div className="system-prompt-editor" hidden={rendered.error !== null}>
        <MonacoEditor
          value={rendered.text}
          readOnly
          ariaLabel="System prompt preview"
          testId="prompt-editor"
          onReady={onReady}
          options={EDITOR_OPTIONS}
        />
      </div>
    </div>
  );
}
