/** Base inputs of the release tests (statuses, toggles): one per prompt family. */
import { ASK_USER_TOOL_NAME } from '../../toolNames';
import { createDefaultPromptInput } from '../defaults';
import type { PromptFamily, PromptInput } from '../types';

/** Twelve standard tools. */
export const SIZE_STANDARD_TOOLS: readonly string[] = [
  'list_directory',
  'read_file',
  'write_file',
  'replace',
  'glob',
  'grep_search',
  'read_many_files',
  'run_shell_command',
  'web_fetch',
  'google_web_search',
  'activate_skill',
  ASK_USER_TOOL_NAME,
];

/**
 * Interactive, default approval, outside any sandbox, not git, no skills, no sub-agents, the
 * standard tools, narration off, no memory; model `auto` (modern) or `gemini-2.5-pro` (legacy).
 */
export function sizeBaseInput(family: PromptFamily): PromptInput {
  return {
    ...createDefaultPromptInput(),
    cliVersion: '0.61.0',
    model: family === 'modern' ? 'auto' : 'gemini-2.5-pro',
    hasPreviewAccess: true,
    tools: [...SIZE_STANDARD_TOOLS],
    agentDirectoryContext: '',
    subAgents: [],
    isGitRepository: false,
    userMemory: '',
    topicUpdateNarration: false,
  };
}
