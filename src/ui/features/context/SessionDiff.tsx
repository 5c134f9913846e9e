import { useMemo } from 'react';
import { diffSystemInstruction, type PromptInput, type SystemInstructionDiff } from '../../../core';
import { useConfig } from '../../store/configStore';
import { DiffHunks } from './DiffHunks';
import { parseSessionStart } from './sessionStart';
import { useContextPatch } from './useContextPatch';

type DiffOutcome = { diff: SystemInstructionDiff } | { error: string } | null;

function useInstructionDiff(stored: string | null, current: PromptInput): DiffOutcome {
  return useMemo((): DiffOutcome => {
    if (stored === null) return null;
    const parsed = parseSessionStart(stored);
    if ('error' in parsed) return { error: parsed.error };
    try {
      return { diff: diffSystemInstruction(parsed.input, current) };
    } catch (error) {
      return {
        error: `The diff failed: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  }, [stored, current]);
}

/** Marks a session start, then shows what the system-instruction update would change. */
export function SessionDiff({ current }: { current: PromptInput }) {
  const stored = useConfig((c) => c.context.sessionStart);
  const patch = useContextPatch();
  const outcome = useInstructionDiff(stored, current);
  const mark = () => patch({ sessionStart: JSON.stringify(current) });
  return (
    <section className="ctx-section" aria-labelledby="ctx-diff-title" data-testid="session-diff">
      <h3 id="ctx-diff-title" className="ctx-heading">
        Mid-session update
      </h3>
      <p className="ctx-note">
        The CLI swaps the system instruction when the model, approval mode, memory or tools change.
        Mark a starting point, change a setting, and see the difference.
      </p>
      <div className="ctx-row">
        <button type="button" className="btn" onClick={mark}>
          Mark current as session start
        </button>
        {stored !== null && (
          <button type="button" className="btn" onClick={() => patch({ sessionStart: null })}>
            Clear
          </button>
        )}
      </div>
      {outcome && 'error' in outcome && <p className="ctx-note ctx-warn">{outcome.error}</p>}
      {outcome && 'diff' in outcome && (
        <>
          {outcome.diff.changedInputs.length === 0 ? (
            <p className="ctx-note">Nothing changed since the session start.</p>
          ) : (
            <ul className="ctx-list" aria-label="Changed inputs">
              {outcome.diff.changedInputs.map((change) => (
                <li key={change.key}>
                  <span className="ctx-badge">{change.key}</span> {change.summary}
                </li>
              ))}
            </ul>
          )}
          {outcome.diff.textChanged ? (
            <>
              <p className="ctx-note" data-testid="diff-counts">
                +{outcome.diff.added} lines, −{outcome.diff.removed} lines
              </p>
              <DiffHunks hunks={outcome.diff.hunks} />
            </>
          ) : (
            outcome.diff.changedInputs.length > 0 && (
              <p className="ctx-note">The instruction text is the same: no update is visible.</p>
            )
          )}
        </>
      )}
    </section>
  );
}
