import { useMemo } from 'react';
import { firstMessageOf, type FirstMessage } from '../components/configPrompt';
import { useConfig } from '../store/configStore';

export type { FirstMessage };

/**
 * The environment context the CLI sends as the first user message, built from the
 * environment slice, the platform and the workspace files.
 */
export function useFirstMessage(): FirstMessage {
  const gemini = useConfig((c) => c.gemini);
  const workspace = useConfig((c) => c.workspace);
  const environment = useConfig((c) => c.environment);
  return useMemo(
    () => firstMessageOf({ gemini, workspace, environment }),
    [gemini, workspace, environment],
  );
}
