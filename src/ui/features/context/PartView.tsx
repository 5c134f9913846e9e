import { describePart, partCountText, type Part } from '../../../core';
import { Tokens } from './Tokens';

/** The readable body of a part: its text, or the call/response as JSON. */
function partBody(part: Part): string {
  if (typeof part.text === 'string') return part.text;
  if (part.functionCall) return JSON.stringify(part.functionCall, null, 2);
  if (part.functionResponse) return JSON.stringify(part.functionResponse, null, 2);
  return JSON.stringify(part, null, 2);
}

/** One part of a message with its label and estimated tokens. */
export function PartView({ part, label }: { part: Part; label?: string }) {
  const body = partBody(part);
  return (
    <li className="ctx-part">
      <div className="ctx-row">
        <span className="ctx-part-label">{label ?? describePart(part)}</span>
        <Tokens text={partCountText(part)} />
      </div>
      {body.trim() !== '' ? (
        <pre className="ctx-pre ctx-part-body">{body}</pre>
      ) : (
        <p className="ctx-note">(empty)</p>
      )}
    </li>
  );
}
