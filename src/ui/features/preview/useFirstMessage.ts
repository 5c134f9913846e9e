import { useMemo } from 'react';
import { getInitialChatHistory, resolvePlaygroundMemory } from '../../../core';
import { useConfig } from '../../store/configStore';

/** The first user message's text, or why it could not be built. */
export interface FirstMessage {
  text: string;
  error: string | null;
}

/**
 * The environment context the CLI sends as the first user message, built from the
 * environment slice, the platform and the workspace files.
 */
export function useFirstMessage(): FirstMessage {
  const environment = useConfig((c) => c.environment);
  const platform = useConfig((c) => c.gemini.platform);
  const files = useConfig((c) => c.workspace.files);
  const gemini = useConfig((c) => c.gemini);
  return useMemo(() => {
    try {
      // Typed environment memory, or the project GEMINI.md files under JIT context.
      const memory = resolvePlaygroundMemory(gemini, files, environment);
      const [message] = getInitialChatHistory({
        date: environment.date,
        locale: environment.locale,
        platform,
        tempDir: environment.tempDir,
        workspaceDirs: environment.workspaceDirs,
        files,
        environmentMemory: memory.environmentMemory,
      });
      const text = message?.parts?.map((part) => part.text ?? '').join('') ?? '';
      return { text, error: null };
    } catch (error) {
      return { text: '', error: error instanceof Error ? error.message : String(error) };
    }
  }, [environment, platform, files, gemini]);
}
