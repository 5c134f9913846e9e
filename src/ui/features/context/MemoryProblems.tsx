import type { MemoryProblem } from '../../../core';
import { ShowMore, useShownRows } from '../../lib/ShowMore';
import { displayPath } from './paths';

const KIND_LABEL: Record<MemoryProblem['kind'], string> = {
  cycle: 'Import cycle',
  missing: 'Missing file',
  'too-deep': 'Too deep',
  'too-large': 'Too large',
};

/** Import problems (cycles, missing files, depth limit) with the file and line to fix. */
export function MemoryProblems({
  problems,
  cwd,
  onEdit,
}: {
  problems: readonly MemoryProblem[];
  cwd: string;
  onEdit: (path: string) => void;
}) {
  const { shown, showMore } = useShownRows(problems.length);
  if (problems.length === 0) return null;
  return (
    <>
      <ul className="ctx-list ctx-problems" aria-label="Memory import problems">
        {problems.slice(0, shown).map((problem, index) => {
          const where = `${displayPath(problem.path, cwd)}:${problem.line}`;
          return (
            <li key={`${problem.path}:${problem.line}:${index}`} className="ctx-problem">
              <span className="ctx-badge ctx-badge-warn">{KIND_LABEL[problem.kind]}</span>{' '}
              <code>{where}</code> {problem.message}{' '}
              <button
                type="button"
                className="btn btn-small"
                aria-label={`Open ${where}`}
                onClick={() => onEdit(problem.path)}
              >
                Open
              </button>
            </li>
          );
        })}
      </ul>
      <ShowMore shown={shown} total={problems.length} noun="problems" onMore={showMore} />
    </>
  );
}
