import type { SystemInstructionHunk } from '../../../core';

const LINE_KIND: Record<string, { className: string; label: string }> = {
  '+': { className: 'ctx-diff-add', label: 'added' },
  '-': { className: 'ctx-diff-del', label: 'removed' },
};

/** A unified line diff: added and removed lines coloured and marked with + and −. */
export function DiffHunks({ hunks }: { hunks: readonly SystemInstructionHunk[] }) {
  return (
    <div className="ctx-diff" data-testid="instruction-diff">
      {hunks.map((hunk) => (
        <div key={`${hunk.oldStart}:${hunk.newStart}`} className="ctx-hunk">
          <div className="ctx-hunk-head">
            Lines {hunk.oldStart}–{hunk.oldStart + Math.max(hunk.oldLines - 1, 0)} before,{' '}
            {hunk.newStart}–{hunk.newStart + Math.max(hunk.newLines - 1, 0)} after
          </div>
          {hunk.lines.map((line, index) => {
            const sign = line.charAt(0);
            const kind = LINE_KIND[sign];
            return (
              <div key={index} className={`ctx-diff-line ${kind?.className ?? ''}`}>
                <span className="ctx-diff-sign" aria-hidden="true">
                  {kind ? sign : ' '}
                </span>
                {kind && <span className="ctx-sr-only">{kind.label}: </span>}
                <span className="ctx-diff-text">{line.slice(1) || ' '}</span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
