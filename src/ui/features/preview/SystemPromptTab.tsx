import { useRef, useState } from 'react';
import { MonacoEditor } from '../../monaco/MonacoEditor';
import { LARGE_PROMPT_CHARS, LargePromptView } from './LargePromptView';
import { PromptError } from './PromptError';
import { PromptVersion } from './PromptVersion';
import { SectionOutline } from './SectionOutline';
import { usePromptEditor } from './usePromptEditor';
import { usePrefixBreak, type PrefixBreak } from './usePrefixBreak';
import { useRenderedPrompt } from '../../prompt/useRenderedPrompt';
import { WordingNotice } from './WordingNotice';
import { useConfig } from '../../store/configStore';
import { textPartsOf } from '../../../core';

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
  const importedName = useConfig((c) => c.importedPrompt?.fileName ?? '');
  const { onReady, reveal } = usePromptEditor(rendered.sections);
  const { prefixBreak, setEditor } = usePrefixBreak(rendered.text);
  const [plain, setPlain] = useState(false);
  const [openedLarge, setOpenedLarge] = useState<string | null>(null);
  const large = rendered.text.length > LARGE_PROMPT_CHARS && openedLarge !== rendered.text;
  // Under a large prompt the hidden editor keeps the text it had: changing it would make
  // Monaco lay out and render again for nothing.
  const editorText = useRef<{ text: string; parts?: readonly string[] }>({ text: '' });
  if (!large) editorText.current = { text: rendered.text, parts: textPartsOf(rendered) };
  if (rendered.error) {
    return (
      <div className="system-prompt-tab">
        <PromptError rendered={rendered} />
      </div>
    );
  }
  return (
    <div className="system-prompt-tab">
      <WordingNotice
        version={rendered.cliVersion ?? '2026-02'}
        imported={rendered.mode === 'imported' ? importedName || 'pasted text' : null}
      />
      <PromptVersion rendered={rendered} />
      <div className="prompt-toolbar">
        <SectionOutline spans={rendered.sections} onReveal={reveal} />
        <label className="prompt-plain-toggle">
          <input type="checkbox" checked={plain} onChange={(e) => setPlain(e.target.checked)} />
          Plain text
        </label>
      </div>
      {prefixBreak && <PrefixBreakNote prefixBreak={prefixBreak} />}
      {large && (
        <LargePromptView text={rendered.text} onOpen={() => setOpenedLarge(rendered.text)} />
      )}
      {/* The editor stays mounted (hidden) under a large prompt: no costly re-creation. */}
      <PromptText
        text={editorText.current.text}
        parts={editorText.current.parts}
        hidden={large}
        plain={plain}
        onReady={onReady}
        setEditor={setEditor}
      />
    </div>
  );
}

/** The prompt in the read-only editor, or as one plain text block. */
function PromptText({
  text,
  parts,
  hidden,
  plain,
  onReady,
  setEditor,
}: {
  text: string;
  /** The strings `text` was joined from, when known (core `textPartsOf`). */
  parts: readonly string[] | undefined;
  hidden: boolean;
  plain: boolean;
  onReady: ReturnType<typeof usePromptEditor>['onReady'];
  setEditor: ReturnType<typeof usePrefixBreak>['setEditor'];
}) {
  return (
    <>
      {plain && !hidden && (
        <pre
          className="prompt-plain"
          data-testid="prompt-text"
          tabIndex={0}
          aria-label="System prompt text"
        >
          {text}
        </pre>
      )}
      {/* Parked, not display:none, under a large prompt: a zero-width editor would wrap
          its whole text again (and once more when shown), a long main-thread task. */}
      <div
        className={`system-prompt-editor${hidden ? ' is-parked' : ''}`}
        hidden={plain && !hidden}
        aria-hidden={hidden || undefined}
      >
        <MonacoEditor
          value={text}
          valueParts={parts}
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
    </>
  );
}
