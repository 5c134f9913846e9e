/**
 * Sources derived from the current work: the same configuration in the other CLI version, and
 * the imported system prompt beside the prompt modeled from the configuration.
 */
import {
  cliVersionName,
  configInCliVersion,
  createDefaultPlaygroundState,
  otherCliVersion,
  type PlaygroundState,
} from '../../../core';
import { OTHER_CLI_VERSION } from '../../store/compareSlice';
import { importedSide, sideFromConfig, type SourceProvider } from './sideKinds';

/** Source id of the imported prompt. */
export const IMPORTED_PROMPT = 'imported';

/** Source id of the modeled prompt (the current work without its import). */
export const MODELED_PROMPT = 'modeled';

const switched = new WeakMap<PlaygroundState, PlaygroundState>();

/** The configuration in the other CLI version, once per configuration object. */
function inOtherVersion(config: PlaygroundState): PlaygroundState {
  let other = switched.get(config);
  if (!other) {
    other = configInCliVersion(config, otherCliVersion(config.gemini.cliVersion)).state;
    switched.set(config, other);
  }
  return other;
}

/** "Current work in 2026-02" (or in v0.56–0.61): settings the other version lacks take its defaults. */
export const otherVersion: SourceProvider = {
  id: 'other-version',
  list: ({ config }) => {
    const name = `Current work in ${cliVersionName(otherCliVersion(config.gemini.cliVersion))}`;
    return [
      {
        id: OTHER_CLI_VERSION,
        label: name,
        group: 'Other CLI version',
        resolve: () =>
          sideFromConfig(OTHER_CLI_VERSION, name, inOtherVersion(config), {
            kind: 'other-version',
            from: config,
          }),
      },
    ];
  },
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
