/**
 * A configuration as the other Gemini CLI version would see it: the version switched (a model
 * or tool list left at one version's default follows to the other's, as the version control
 * does), and every setting that only the target version reads reset to its default, since the
 * source version never showed or used it.
 */
import { isReleaseVersion } from '../prompt/cliVersion';
import { withCliVersion, type PlaygroundCliVersion } from './cliVersion';
import { defaultPlaygroundTemplate } from './defaults';
import type { PlaygroundGeminiSettings, PlaygroundState } from './playgroundState';
import { cloneJson, jsonEqual } from './values';

type GeminiField = keyof PlaygroundGeminiSettings;

/**
 * The Gemini settings only one version reads. 2026-02: preview features and the typed
 * sub-agent directory; v0.56–0.61: its model access switches, sub-agent registry, session
 * settings and memory parts (see `toPromptInput`, which passes them on only for v0.61).
 */
export const VERSION_ONLY_FIELDS: Readonly<Record<PlaygroundCliVersion, readonly GeminiField[]>> = {
  '2026-02': ['previewFeatures', 'agentDirectoryContext'],
  '0.61.0': [
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

/** The section switch only v0.56–0.61 reads (2026-02 has no interactive YOLO section). */
const CURRENT_ONLY_ENV = ['GEMINI_PROMPT_INTERACTIVEYOLOMODE'];

/** The version that is not `version`. */
export function otherCliVersion(version: PlaygroundCliVersion): PlaygroundCliVersion {
  return isReleaseVersion(version) ? '2026-02' : '0.61.0';
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
  const defaults = defaultPlaygroundTemplate();
  const gemini: PlaygroundGeminiSettings = withCliVersion(state.gemini, version);
  const defaulted: string[] = [];
  const reset = gemini as unknown as Record<string, unknown>;
  for (const field of VERSION_ONLY_FIELDS[version]) {
    const fallback = defaults.gemini[field];
    if (jsonEqual(gemini[field], fallback)) continue;
    reset[field] = cloneJson(fallback);
    defaulted.push(field);
  }
  let environment = state.environment;
  if (isReleaseVersion(version)) {
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
