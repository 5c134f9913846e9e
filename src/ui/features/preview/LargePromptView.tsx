/** Above this many characters the preview shows the prompt's start instead of the editor. */
export const LARGE_PROMPT_CHARS = 1_000_000;
/** How much of a large prompt the read-only view shows. */
const SHOWN_CHARS = 20_000;

const mb = (chars: number) => `${(chars / 1_000_000).toFixed(1)} million characters`;

/**
 * A prompt too large for the editor (an imported 2 MB system.md, say): its start as plain
 * text, so the page never freezes; the meter and the exports use all of it, and "Open in the
 * editor anyway" shows the whole text in the editor.
 */
export function LargePromptView({ text, onOpen }: { text: string; onOpen: () => void }) {
  return (
    <>
      <div className="notice" role="note" data-testid="large-prompt-note">
        <span>
          This prompt has {mb(text.length)}: the preview shows its first{' '}
          {(SHOWN_CHARS / 1000).toFixed(0)} thousand. The meter and the exports use all of it.
        </span>
        <button type="button" className="btn" onClick={onOpen}>
          Open in the editor anyway
        </button>
      </div>
      <pre className="prompt-plain" tabIndex={0} aria-label="System prompt text (start)">
        {text.slice(0, SHOWN_CHARS)}
      </pre>
    </>
  );
}
