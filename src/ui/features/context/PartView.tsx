import { describePart, partCountText, type Part } from '../../../core';
import { Tokens } from './Tokens';

/** The readable body of a part: its text, or the call/response as JSON. */
function partBody(part: Part): string {
  if (typeof part.text === 'string') return part.text;
  if (part.functionCall) return JSON.stringify(part.functionCall, null, 2);
  if (part.functionResponse) return JSON.stringify(part.functionResponse, null, 2);
  return JSON.stringify(part, null, 2);
}

/**
 * A part's body is shown up to this many characters. Laying out a multi-megabyte wrapped
 * block costs the browser seconds per layout, and every layout read on the page (panel
 * resizing, scrolling) pays it again: a 4,000,000-character message kept the view from
 * opening for minutes. The whole text is still counted and sent (the JSON tab and the copy
 * button hold all of it).
 */
export const PART_BODY_SHOWN_CHARS = 20_000;

/** One part of a message with its label and estimated tokens. */
export function PartView({ part, label }: { part: Part; label?: string }) {
  const full = partBody(part);
  const hidden = full.length - PART_BODY_SHOWN_CHARS;
  const body = hidden > 0 ? full.slice(0, PART_BODY_SHOWN_CHARS) : full;
  return (
    <li className="ctx-part">
      <div className="ctx-row">
        <span className="ctx-part-label">{label ?? describePart(part)}</span>
        <Tokens text={partCountText(part)} />
      </div>
      {body.trim() !== '' ? (
        <>
          <pre className="ctx-pre ctx-part-body">{body}</pre>
          {hidden > 0 && (
            <p className="ctx-note" data-testid="part-body-cut">
              … and {hidden.toLocaleString('en-US')} more characters, not shown here (all{' '}
              {full.length.toLocaleString('en-US')} are counted and sent; the JSON tab shows them).
            </p>
          )}
        </>
      ) : (
        <p className="ctx-note">(empty)</p>
      )}
    </li>
  );
}
