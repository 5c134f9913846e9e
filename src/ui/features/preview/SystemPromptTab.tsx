import { useState } from 'react';
import { MonacoEditor } from '../../monaco/MonacoEditor';
import { PromptError } from './PromptError';
import { SectionOutline } from './SectionOutline';
import { usePromptEditor } from './usePromptEditor';
import { useRenderedPrompt } from './useRenderedPrompt';
import { WordingNotice } from './WordingNotice';

const EDITOR_OPTIONS = { lineNumbers: 'off', folding: false, glyphMargin: false } as const;

/**
 * The full system prompt in a read-only editor, with its section outline. "Plain text"
 * shows it as one text block instead (the browser's find and screen readers see it whole).
 */
export function SystemPromptTab() {
  const rendered = useRenderedPrompt();
  const { onReady, reveal } = usePromptEditor(rendered.sections);
  const [plain, setPlain] = useState(false);
  if (rendered.error) {
    return (
      <div className="system-prompt-tab">
        <PromptError rendered={rendered} />
      </div>
    );
  }
  return (
    <div className="system-prompt-tab">
      <WordingNotice />
      <div className="prompt-toolbar">
        <SectionOutline spans={rendered.sections} onReveal={reveal} />
        <label className="prompt-plain-toggle">
          <input type="checkbox" checked={plain} onChange={(e) => setPlain(e.target.checked)} />
          Plain text
        </label>
      </div>
      {plain && (
        <pre
          className="prompt-plain"
          data-testid="prompt-text"
          tabIndex={0}
          aria-label="System prompt text"
        >
          {rendered.text}
        </pre>
      )}
      <div className="system-prompt-editor" hidden={plain}>
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
