/**
 * Sources derived from the current work: the same configuration in each CLI version (every
 * release and 2026-02), and the imported system prompt beside the prompt modeled from the
 * configuration.
 */
import {
  cliVersionName,
  configInCliVersion,
  createDefaultPlaygroundState,
  PLAYGROUND_CLI_VERSIONS,
  type PlaygroundCliVersion,
  type PlaygroundState,
} from '../../../core';
import { versionSourceId } from '../../store/compareSlice';
import { importedSide, sideFromConfig, type SourceProvider } from './sideKinds';

/** Source id of the imported prompt. */
export const IMPORTED_PROMPT = 'imported';

/** Source id of the modeled prompt (the current work without its import). */
export const MODELED_PROMPT = 'modeled';

const switched = new WeakMap<PlaygroundState, Map<PlaygroundCliVersion, PlaygroundState>>();

/** The configuration in CLI version `version`, once per configuration object and version. */
function inVersion(config: PlaygroundState, version: PlaygroundCliVersion): PlaygroundState {
  let versions = switched.get(config);
  if (!versions) {
    versions = new Map();
    switched.set(config, versions);
  }
  let other = versions.get(version);
  if (!other) {
    other = configInCliVersion(config, version).state;
    versions.set(version, other);
  }
  return other;
}

/**
 * "Current work in 0.59.0", one per CLI version (newest release first, 2026-02 last): the
 * settings a version lacks take its defaults. Any two make a pair: the text diff, sections,
 * characters and tokens between two releases of this very configuration.
 */
export const otherVersion: SourceProvider = {
  id: 'versions',
  list: ({ config }) =>
    PLAYGROUND_CLI_VERSIONS.map((version) => {
      const id = versionSourceId(version);
      const name = `Current work in ${cliVersionName(version)}`;
      return {
        id,
        label: name,
        group: 'CLI versions',
        resolve: () =>
          sideFromConfig(id, name, inVersion(config, version), {
            kind: 'other-version',
            from: config,
          }),
      };
    }),
};

let noImport: PlaygroundState['importedPrompt'] | null = null;
const modeled = new WeakMap<PlaygroundState, PlaygroundState>();

/**
 * The configuration without its import: the same modeled prompt, and a comparison link does
 * not carry the imported text twice.
 */
function withoutImport(config: PlaygroundState): PlaygroundState {
  let plain = modeled.get(config);
  if (!plain) {
    noImport ??= createDefaultPlaygroundState().importedPrompt;
    plain = { ...config, importedPrompt: noImport };
    modeled.set(config, plain);
  }
  return plain;
}

/** The imported prompt and the modeled one, offered while an import exists (shown or not). */
export const importedSources: SourceProvider = {
  id: 'imported',
  list: ({ config, imported }) => {
    if (!imported) return [];
    const name = `Imported: ${imported.fileName || 'pasted text'}`;
    return [
      {
        id: MODELED_PROMPT,
        label: 'Modeled prompt (from the configuration)',
        group: 'Imported prompt',
        resolve: () => sideFromConfig(MODELED_PROMPT, 'Modeled prompt', withoutImport(config)),
      },
      {
        id: IMPORTED_PROMPT,
        label: name,
        group: 'Imported prompt',
        resolve: () => importedSide(IMPORTED_PROMPT, name, imported),
      },
    ];
  },
};
