import { useState } from 'react';
import { MonacoEditor } from '../../monaco/MonacoEditor';
import { PromptError } from './PromptError';
import { SectionOutline } from './SectionOutline';
import { usePromptEditor } from './usePromptEditor';
import { usePrefixBreak, type PrefixBreak } from './usePrefixBreak';
import { useRenderedPrompt } from './useRenderedPrompt';

const EDITOR_OPTIONS = { lineNumbers: 'off', folding: false, glyphMargin: false } as const;

/** Where the prompt stops sharing a prefix with the last snapshot (see the Compare view). */
function PrefixBreakNote({ prefixBreak }: { prefixBreak: PrefixBreak }) {
  return (
    <p className="prefix-break-note" data-testid="prefix-break-note">
      {prefixBreak.offset === null
        ? `Same prompt as snapshot “${prefixBreak.snapshotName}”: its whole cached prefix holds.`
        : `Cached prefix vs snapshot “${prefixBreak.snapshotName}” breaks at character ${prefixBreak.offset.toLocaleString('en-US')} (line ${prefixBreak.line ?? 1}, marked in red).`}
    </p>
  );
}

/**
 * The full system prompt in a read-only editor, with its section outline. "Plain text"
 * shows it as one text block instead (the browser's find and screen readers see it whole).
 */
export function SystemPromptTab() {
  const rendered = useRenderedPrompt();
  const { onReady, reveal } = usePromptEditor(rendered.sections);
  const { prefixBreak, setEditor } = usePrefixBreak(rendered.text);
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
      <div className="prompt-toolbar">
        <SectionOutline spans={rendered.sections} onReveal={reveal} />
        <label className="prompt-plain-toggle">
          <input type="checkbox" checked={plain} onChange={(e) => setPlain(e.target.checked)} />
          Plain text
        </label>
      </div>
      {prefixBreak && <PrefixBreakNote prefixBreak={prefixBreak} />}
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
          onReady={(editor, monaco) => {
            setEditor(editor);
            const cleanup = onReady(editor, monaco);
            return () => {
              setEditor(null);
              cleanup();
            };
          }}
          options={EDITOR_OPTIONS}
        />
      </div>
    </div>
  );
}
