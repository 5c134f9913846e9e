import { useMemo } from 'react';
import { environmentMessageText } from '../../../core';
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
  const gemini = useConfig((c) => c.gemini);
  const workspace = useConfig((c) => c.workspace);
  const environment = useConfig((c) => c.environment);
  return useMemo(() => {
    try {
      return { text: environmentMessageText({ gemini, workspace, environment }), error: null };
    } catch (error) {
      return { text: '', error: error instanceof Error ? error.message : String(error) };
    }
  }, [gemini, workspace, environment]);
}
