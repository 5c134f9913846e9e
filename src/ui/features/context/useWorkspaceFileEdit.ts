import { useCallback } from 'react';
import { useConfigStore } from '../../store/configStore';

/** Writes one workspace file (typing in the same file merges into one undo step). */
export function useWorkspaceFileEdit() {
  const update = useConfigStore((s) => s.update);
  return useCallback(
    (path: string, content: string) =>
      update(
        (config) => ({
          ...config,
          workspace: { ...config.workspace, files: { ...config.workspace.files, [path]: content } },
        }),
        { coalesceKey: `workspace.files:${path}` },
      ),
    [update],
  );
}
