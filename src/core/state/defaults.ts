/** The default playground configuration, assembled from each pipeline's own defaults. */
import { createDefaultEnvironmentInput } from '../environment/environmentInput';
import { DEFAULT_GEMINI_MODEL } from '../models';
import { userMemoryText } from '../prompt/current/memory';
import { createDefaultPromptInput } from '../prompt/defaults';
import { createDefaultAsimiInput } from '../targets/asimi/defaults';
import { createDefaultProviderInput } from '../targets/providers/defaults';
import { PROVIDER_DEFAULT_MODELS } from '../targets/providers/limits';
import type {
  PlaygroundIdeState,
  PlaygroundProviderSettings,
  PlaygroundState,
} from './playgroundState';
import {
  CLI_VERSION_DEFAULT_MODELS,
  CLI_VERSION_DEFAULT_TOOLS,
  cliVersionKind,
  createDefaultCurrentSettings,
  withCliVersion,
  type PlaygroundCliVersion,
} from './cliVersion';
import { createDefaultSessionSettings } from './sessionState';
import { cloneJson, deepFreeze } from './values';

function definedEntries(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined) out[key] = value;
  return out;
}

/** The shim's default input in editable form (schemas as pretty JSON), and its files. */
function defaultProviderSettings(): {
  settings: PlaygroundProviderSettings;
  files: Record<string, string>;
} {
  const input = createDefaultProviderInput();
  return {
    settings: {
      selected: 'claude',
      cwd: input.cwd,
      permissionMode: input.permissionMode,
      capabilities: { ...input.capabilities },
      tools: input.tools.map((tool) => ({
        name: tool.name,
        description: tool.description,
        inputSchema: JSON.stringify(tool.input_schema, null, 2),
      })),
      openaiApi: input.useResponsesApi ? 'responses' : 'chat',
      models: { ...PROVIDER_DEFAULT_MODELS },
      userMessage: input.userMessage ?? '',
    },
    files: input.files,
  };
}

const emptyIdeState = (): PlaygroundIdeState => ({
  activeFile: '',
  cursorLine: 1,
  cursorCharacter: 1,
  selectedText: '',
  openFiles: [],
});

function buildDefaultPlaygroundState(): PlaygroundState {
  const { files: promptFiles, env, userMemory, ...gemini } = createDefaultPromptInput();
  const { files: asimiFiles, env: asimiEnv, ...asimi } = createDefaultAsimiInput();
  const environment = createDefaultEnvironmentInput();
  const providers = defaultProviderSettings();
  const current = createDefaultCurrentSettings();
  return {
    target: 'gemini',
    gemini: {
      ...gemini,
      ...current,
      model: CLI_VERSION_DEFAULT_MODELS[cliVersionKind(current.cliVersion)],
      tools: [...CLI_VERSION_DEFAULT_TOOLS[cliVersionKind(current.cliVersion)]],
      env: definedEntries(env),
      userMemory: userMemoryText(userMemory),
      memorySource: 'manual',
    },
    asimi: { ...asimi, env: definedEntries(asimiEnv) },
    providers: providers.settings,
    workspace: {
      sampleId: 'default',
      files: { ...environment.files, ...asimiFiles, ...providers.files, ...promptFiles },
    },
    environment: {
      date: environment.date,
      locale: environment.locale,
      tempDir: environment.tempDir,
      workspaceDirs: environment.workspaceDirs,
      environmentMemory: environment.environmentMemory,
      jitContext: false,
      includeDirectoryTree: true,
    },
    tokens: { encoding: 'gemma3' },
    compression: {
      sampleId: 'default',
      customHistory: null,
      threshold: 0.5,
      preserveFraction: 0.3,
      force: false,
      model: DEFAULT_GEMINI_MODEL,
      lastPromptTokenCount: null,
      scale: 'chars',
    },
    context: {
      turnText: '',
      ideEnabled: true,
      ide: emptyIdeState(),
      idePrevious: emptyIdeState(),
      ideTurn: 1,
      toolCallPending: false,
      beforeAgentHooks: [],
      afterToolHooks: [],
      skillActivations: [],
      history: 'none',
      sessionStart: null,
    },
    importedPrompt: { text: '', fileName: '', active: false, disabledSpans: [] },
    session: createDefaultSessionSettings(),
  };
}

let template: Readonly<PlaygroundState> | null = null;

/** The shared, deeply frozen default state (for read-only use such as restoring and diffing). */
export function defaultPlaygroundTemplate(): Readonly<PlaygroundState> {
  template ??= deepFreeze(buildDefaultPlaygroundState());
  return template;
}

/**
 * A fresh default {@link PlaygroundState} (a new, mutable object on every call): the current
 * CLI, or with `version` the defaults of that CLI version (its default model and tools).
 */
export function createDefaultPlaygroundState(version?: PlaygroundCliVersion): PlaygroundState {
  const state = cloneJson(defaultPlaygroundTemplate()) as PlaygroundState;
  return version ? { ...state, gemini: withCliVersion(state.gemini, version) } : state;
}
