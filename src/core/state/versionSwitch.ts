/**
 * A configuration as another Gemini CLI version would see it: the version switched (a model
 * or tool list left at one kind's default follows to the other's, as the version control
 * does), and, between 2026-02 and a release, every setting that only the target reads reset
 * to its default, since the source never showed or used it.
 */
import {
  cliVersionKind,
  DEFAULT_CLI_VERSION,
  withCliVersion,
  type CliVersionKind,
  type PlaygroundCliVersion,
} from './cliVersion';
import { defaultPlaygroundTemplate } from './defaults';
import type { PlaygroundGeminiSettings, PlaygroundState } from './playgroundState';
import { cloneJson, jsonEqual } from './values';

type GeminiField = keyof PlaygroundGeminiSettings;

/**
 * The Gemini settings only one kind of version reads. 2026-02: preview features and the typed
 * sub-agent directory; the releases: their model access switches, sub-agent registry, session
 * settings and memory parts (see `toPromptInput`, which passes them on only for releases).
 */
export const VERSION_ONLY_FIELDS: Readonly<Record<CliVersionKind, readonly GeminiField[]>> = {
  seeds: ['previewFeatures', 'agentDirectoryContext'],
  release: [
    'hasPreviewAccess',
    'gemini31Launched',
    'gemini35FlashGA',
    'subAgents',
    'taskTrackerEnabled',
    'taskTrackerDir',
    'topicUpdateNarration',
    'activeTopic',
    'toolSandboxing',
    'interactiveShell',
    'contextFilenames',
    'approvedPlanPath',
    'globalMemoryPath',
    'userProjectMemoryPath',
    'memoryForm',
    'memoryParts',
  ],
};

/** The section switch only the releases read (2026-02 has no interactive YOLO section). */
const CURRENT_ONLY_ENV = ['GEMINI_PROMPT_INTERACTIVEYOLOMODE'];

/** The version of the other kind: 2026-02 for a release, the newest release for 2026-02. */
export function otherCliVersion(version: PlaygroundCliVersion): PlaygroundCliVersion {
  return cliVersionKind(version) === 'release' ? '2026-02' : DEFAULT_CLI_VERSION;
}

/** A {@link configInCliVersion} result: the configuration and the settings it reset. */
export interface VersionSwitch {
  state: PlaygroundState;
  /** Settings only the target version reads whose value differed from its default. */
  defaulted: string[];
}

/**
 * `state` in CLI version `version`, everything else equal. Settings only `version` reads
 * take their defaults (listed in `defaulted` when the stored value differed), as does the
 * first message's directory-tree switch when moving to v0.56–0.61. The same version returns
 * `state` itself. Pure: `state` is not changed.
 */
export function configInCliVersion(
  state: PlaygroundState,
  version: PlaygroundCliVersion,
): VersionSwitch {
  if (state.gemini.cliVersion === version) return { state, defaulted: [] };
  // Between releases every setting means the same: only the version changes.
  const kind = cliVersionKind(version);
  if (cliVersionKind(state.gemini.cliVersion) === kind) {
    return { state: { ...state, gemini: withCliVersion(state.gemini, version) }, defaulted: [] };
  }
  const defaults = defaultPlaygroundTemplate();
  const gemini: PlaygroundGeminiSettings = withCliVersion(state.gemini, version);
  const defaulted: string[] = [];
  const reset = gemini as unknown as Record<string, unknown>;
  for (const field of VERSION_ONLY_FIELDS[kind]) {
    const fallback = defaults.gemini[field];
    if (jsonEqual(gemini[field], fallback)) continue;
    reset[field] = cloneJson(fallback);
    defaulted.push(field);
  }
  let environment = state.environment;
  if (kind === 'release') {
    const env = { ...gemini.env };
    for (const name of CURRENT_ONLY_ENV) {
      if (name in env) {
        delete env[name];
        defaulted.push(`env.${name}`);
      }
    }
    gemini.env = env;
    const tree = defaults.environment.includeDirectoryTree;
    if (environment.includeDirectoryTree !== tree) {
      environment = { ...environment, includeDirectoryTree: tree };
      defaulted.push('environment.includeDirectoryTree');
    }
  }
  return { state: { ...state, gemini, environment }, defaulted };
}
