import type { TextHunk } from '../../../core';

const SIGNS: Record<string, { className: string; label: string }> = {
  '+': { className: 'rn-line-add', label: 'added' },
  '-': { className: 'rn-line-del', label: 'removed' },
};

/** A section's line diff: added and removed lines marked with + and − (and said in words). */
export function NoteDiff({ hunks }: { hunks: readonly TextHunk[] }) {
  return (
    <div className="rn-diff" data-testid="release-note-diff">
      {hunks.map((hunk) => (
        <div key={`${hunk.oldStart}:${hunk.newStart}`} className="rn-hunk">
          {hunk.lines.map((line, index) => {
            const sign = SIGNS[line.charAt(0)];
            return (
              <div key={index} className={`rn-line ${sign?.className ?? ''}`}>
                <span className="rn-sign" aria-hidden="true">
                  {sign ? line.charAt(0) : ' '}
                </span>
                {sign && <span className="rn-sr-only">{sign.label}: </span>}
                <span>{line.slice(1) || ' '}</span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
