import { useMemo } from 'react';
import { renderAsimiPrompt, type AsimiRenderResult } from '../../core';
import { useConfig } from '../store/configStore';
import { asimiInputFromConfig } from './asimiInput';

/** The Asimi render for the current configuration; an unexpected throw becomes `error`. */
export function useAsimiRender(): AsimiRenderResult {
  const asimi = useConfig((c) => c.asimi);
  const files = useConfig((c) => c.workspace.files);
  return useMemo(() => {
    const input = asimiInputFromConfig(asimi, files);
    try {
      return renderAsimiPrompt(input);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        text: '',
        sections: [],
        warnings: [],
        error: `The Asimi prompt could not be rendered: ${message}`,
        basePromptSource: 'builtin',
        writeTarget: null,
        promptContext: {
          IsGitRepository: asimi.isGitRepository,
          SandboxStatus: asimi.sandbox,
          UserMemory: asimi.userMemory,
          ProjectContext: '',
          ProjectContextFile: 'AGENTS.md',
          ToolNames: asimi.promptContext.ToolNames,
        },
      };
    }
  }, [asimi, files]);
}
