import { joinPosix } from '../../posixPath';
import { joinTiledBlocks } from '../spans';
import {
  renderAsimiGitBlock,
  renderAsimiProjectContextBlock,
  renderAsimiSandboxBlock,
  renderAsimiUserMemoryBlock,
} from './blocks';
import { renderAsimiBuiltinPrompt } from './basePrompt';
import { ASIMI_PROJECT_CONTEXT_FILE } from './defaults';
import { ASIMI_ENV_VARIABLES, readAsimiEnvVariable, resolveAsimiPathSetting } from './env';
import type {
  AsimiInput,
  AsimiPromptContext,
  AsimiRenderResult,
  AsimiSectionKey,
  AsimiWriteTarget,
} from './types';

/** Derives the full template data of the Asimi CLI's from an input (reads `AGENTS.md` in cwd). */
export function resolveAsimiPromptContext(input: AsimiInput): AsimiPromptContext {
  const contextPath = joinPosix(input.cwd, ASIMI_PROJECT_CONTEXT_FILE);
  const projectContext = input.files[contextPath] ?? '';
  return {
    IsGitRepository: input.isGitRepository,
    SandboxStatus: input.sandbox,
    UserMemory: input.userMemory,
    ProjectContext: projectContext,
    ProjectContextFile: ASIMI_PROJECT_CONTEXT_FILE,
    ToolNames: { ...input.promptContext.ToolNames },
  };
}

/**
 * Renders the Asimi CLI system prompt: the base prompt (built-in, or the file
 * named by `ASIMI_SYSTEM_MD`), then sandbox status, the git block, the `AGENTS.md` context
 * and user memory after a `---` separator. A missing custom file yields `error` and no text,
 * as the CLI stops there.
 */
export function renderAsimiPrompt(input: AsimiInput): AsimiRenderResult {
  const promptContext = resolveAsimiPromptContext(input);
  const systemMd = readAsimiEnvVariable(input.env, ASIMI_ENV_VARIABLES.systemMd);
  const writeMd = readAsimiEnvVariable(input.env, ASIMI_ENV_VARIABLES.writeSystemMd);
  const warnings = [...systemMd.warnings, ...writeMd.warnings];
  const setting = resolveAsimiPathSetting(systemMd.value, input.cwd, input.homeDir);

  let base: string;
  let basePromptPath: string | undefined;
  if (setting.kind === 'off') {
    base = renderAsimiBuiltinPrompt(promptContext.ToolNames);
  } else {
    basePromptPath = setting.path;
    const content = input.files[setting.path];
    if (content === undefined) {
      const error = `Custom system prompt file not found: ${setting.path} (from ${systemMd.variable}=${systemMd.value ?? ''}). Asimi stops with this error instead of starting.`;
      return {
        text: '',
        sections: [],
        warnings,
        error,
        basePromptSource: 'file',
        basePromptPath,
        writeTarget: null,
        promptContext,
      };
    }
    base = content.trim();
  }

  const writeSetting = resolveAsimiPathSetting(writeMd.value, input.cwd, input.homeDir);
  const writeTarget: AsimiWriteTarget | null =
    writeSetting.kind === 'off' || writeMd.variable === null
      ? null
      : { path: writeSetting.path, content: base, variable: writeMd.variable };

  const { text, spans } = joinTiledBlocks<AsimiSectionKey>([
    { key: 'base', text: base },
    { key: 'sandbox', text: renderAsimiSandboxBlock(promptContext.SandboxStatus) },
    { key: 'git', text: renderAsimiGitBlock(promptContext) },
    { key: 'projectContext', text: renderAsimiProjectContextBlock(promptContext) },
    {
      key: 'userMemory',
      text: renderAsimiUserMemoryBlock(promptContext),
      separator: '\n\n---\n\n',
    },
  ]);

  return {
    text,
    sections: spans,
    warnings,
    error: null,
    basePromptSource: setting.kind === 'off' ? 'builtin' : 'file',
    ...(basePromptPath === undefined ? {} : { basePromptPath }),
    writeTarget,
    promptContext,
  };
}
