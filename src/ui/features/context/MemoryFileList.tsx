import type { DiscoveredMemoryFile, MemoryFileScope } from '../../../core';
import { ShowMore, useShownRows } from '../../lib/ShowMore';
import { displayPath } from './paths';
import { Tokens } from './Tokens';

const SCOPE_LABEL: Record<MemoryFileScope, string> = {
  global: 'global',
  upward: 'project (upward)',
  downward: 'project tree',
};

interface Props {
  files: readonly DiscoveredMemoryFile[];
  cwd: string;
  onEdit: (path: string) => void;
}

/** Each contributing GEMINI.md in discovery order, with the files it imports. */
export function MemoryFileList({ files, cwd, onEdit }: Props) {
  if (files.length === 0) {
    return <p className="ctx-note">No GEMINI.md in the workspace yet. Add one below.</p>;
  }
  return (
    <ol className="ctx-list" aria-label="Memory files" data-testid="memory-files">
      {files.map((file) => (
        <li key={file.path}>
          <div className="ctx-row">
            <code className="ctx-path" title={file.path}>
              {file.relativePath}
            </code>
            <span className="ctx-badge">{SCOPE_LABEL[file.scope]}</span>
            <Tokens text={file.tokens === 0 ? '' : file.content} />
            <button
              type="button"
              className="btn btn-small"
              aria-label={`Edit ${file.relativePath}`}
              onClick={() => onEdit(file.path)}
            >
              Edit
            </button>
          </div>
          {file.tokens === 0 && <p className="ctx-note">Empty after trimming: left out.</p>}
          {file.imports.length > 0 && <ImportList file={file} cwd={cwd} onEdit={onEdit} />}
        </li>
      ))}
    </ol>
  );
}

/** The files one GEMINI.md imports (a file may import thousands: the first are listed). */
function ImportList({ file, cwd, onEdit }: { file: DiscoveredMemoryFile } & Omit<Props, 'files'>) {
  const { shown, showMore } = useShownRows(file.imports.length);
  return (
    <>
      <ul className="ctx-sublist" aria-label={`Imported by ${file.relativePath}`}>
        {file.imports.slice(0, shown).map((imported, index) => (
          <li
            key={`${imported.importedFrom}>${imported.path}#${index}`}
            className="ctx-row"
            style={{ paddingLeft: `${(imported.depth - 1) * 14}px` }}
          >
            <span aria-hidden="true">↳</span>
            <code className="ctx-path" title={imported.path}>
              {displayPath(imported.path, cwd)}
            </code>
            <span className="ctx-badge">import, depth {imported.depth}</span>
            <Tokens text={imported.rawContent} />
            <button
              type="button"
              className="btn btn-small"
              aria-label={`Edit ${displayPath(imported.path, cwd)}`}
              onClick={() => onEdit(imported.path)}
            >
              Edit
            </button>
          </li>
        ))}
      </ul>
      <ShowMore shown={shown} total={file.imports.length} noun="imports" onMore={showMore} />
    </>
  );
}
