import { useState } from 'react';
import { useConfig, useConfigStore } from '../../store/configStore';
import { AddMemoryFile } from './AddMemoryFile';
import { ContextGroup } from './ContextGroup';
import { MemoryFileEditor } from './MemoryFileEditor';
import { MemoryFileList } from './MemoryFileList';
import { MemoryProblems } from './MemoryProblems';
import { Tokens } from './Tokens';
import { useTurnModelContext } from './TurnModelContext';

/** Hierarchical memory: the discovered GEMINI.md files, their imports and problems. */
export function MemoryPanel() {
  const { discovery } = useTurnModelContext();
  const cwd = useConfig((c) => c.gemini.cwd);
  const source = useConfig((c) => c.gemini.memorySource);
  const jit = useConfig((c) => c.environment.jitContext);
  const patch = useConfigStore((s) => s.patch);
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <ContextGroup
      title="Memory (GEMINI.md)"
      summary={
        <>
          {discovery.files.length} files ·{' '}
          <Tokens text={discovery.files.map((file) => file.content).join('\n')} />
        </>
      }
      defaultOpen
      testId="memory-panel"
    >
      <label className="ctx-check">
        <input
          type="checkbox"
          checked={source === 'discovered'}
          onChange={(event) =>
            patch('gemini', { memorySource: event.target.checked ? 'discovered' : 'manual' })
          }
        />
        Send the discovered memory (instead of the typed user memory)
      </label>
      {source === 'discovered' && (
        <p className="ctx-note">
          {jit
            ? 'JIT context is on: global files go to the system prompt, project files to the environment message.'
            : 'Every file below goes into the system prompt’s user memory.'}
        </p>
      )}
      <MemoryFileList files={discovery.files} cwd={cwd} onEdit={setEditing} />
      <MemoryProblems problems={discovery.problems} cwd={cwd} onEdit={setEditing} />
      <AddMemoryFile onAdded={setEditing} />
      {editing && <MemoryFileEditor path={editing} onClose={() => setEditing(null)} />}
    </ContextGroup>
  );
}
