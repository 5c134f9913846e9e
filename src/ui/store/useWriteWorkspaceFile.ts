import { useCallback } from 'react';
import { useConfigStore } from './configStore';

/**
 * Writes (or, with `null`, removes) one workspace file; shared by every target, so the file
 * tree of the Gemini controls shows the same content.
 */
export function useWriteWorkspaceFile(): (
  path: string,
  content: string | null,
  coalesceKey?: string,
) => void {
  const update = useConfigStore((s) => s.update);
  return useCallback(
    (path, content, coalesceKey) =>
      update(
        (config) => {
          const files = config.workspace.files;
          if (content !== null && files[path] === content) return config;
          if (content === null && !(path in files)) return config;
          const next = { ...files };
          if (content === null) delete next[path];
          else next[path] = content;
          return { ...config, workspace: { ...config.workspace, files: next } };
        },
        coalesceKey === undefined ? undefined : { coalesceKey },
      ),
    [update],
  );
}
