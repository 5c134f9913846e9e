import type { Content } from '../../../core';
import type { RunView } from '../../../workers/compression/protocol';
import { downloadText } from '../../lib/download';

const fmt = (n: number) => n.toLocaleString('en-US');
const PREVIEW_CHARS = 600;

function preview(content: Content, limit: number): string {
  const text = (content.parts ?? [])
    .map((p) => p.text ?? (p.functionCall ? `[call ${p.functionCall.name}]` : '[part]'))
    .join('\n');
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

const ROLE_OF = ['fresh environment message', 'summary', 'acknowledgement'];

/** The status, before/after tokens and the new history (head messages plus the kept tail). */
export function RunResult({ result, offline }: { result: RunView; offline: boolean }) {
  const { tokens, newHistory } = result;
  return (
    <section className="cmp-result" data-testid="run-result" aria-label="Compression result">
      <p className={`cmp-status ${result.applied ? 'is-ok' : 'is-failed'}`}>
        Status <strong data-testid="run-status">{result.statusName}</strong> ({result.status}) ·
        tokens <span data-testid="tokens-before">{fmt(tokens.before)}</span> →{' '}
        <span data-testid="tokens-after">{fmt(tokens.after)}</span>
        {tokens.mediaPresent && ' (media present: the CLI would ask the countTokens API)'}
      </p>
      {offline && <p className="cmp-sample-label">Sample summary — not a model</p>}
      {result.setsFailedAttemptFlag && (
        <p className="notice notice-warning">
          The summary made the history larger, so the CLI marks a failed attempt and skips automatic
          compression for the rest of the session.
        </p>
      )}
      {newHistory && result.statusName === 'CONTENT_TRUNCATED' && (
        <p data-testid="new-history">
          New history: the {newHistory.length} curated messages with the over-budget tool outputs
          cut; nothing was summarised.
        </p>
      )}
      {newHistory && result.statusName !== 'CONTENT_TRUNCATED' && (
        <>
          <h4>
            New history: {newHistory.length} messages ({result.keptCount} kept verbatim)
            <button
              type="button"
              className="btn cmp-inline-btn"
              onClick={() =>
                downloadText(
                  'compressed-history.json',
                  JSON.stringify(newHistory, null, 2),
                  'application/json',
                )
              }
            >
              Export
            </button>
          </h4>
          <ol className="cmp-new-history" data-testid="new-history">
            {newHistory.slice(0, 3).map((content, i) => (
              <li key={i}>
                <span className="cmp-hint">
                  {content.role} · {ROLE_OF[i]}
                </span>
                <pre
                  className="cmp-pre cmp-pre-short"
                  data-testid={i === 1 ? 'new-summary' : undefined}
                >
                  {preview(content, i === 1 ? Infinity : PREVIEW_CHARS)}
                </pre>
              </li>
            ))}
            {result.keptCount > 0 && (
              <li className="cmp-hint">…then the {result.keptCount} kept messages, unchanged.</li>
            )}
          </ol>
        </>
      )}
    </section>
  );
}
