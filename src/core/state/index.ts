/** Public API of the playground state: its shape, defaults, restore engine and migrations. */
export type * from './playgroundState';
export {
  PLAYGROUND_HISTORY_SCALES,
  PLAYGROUND_MEMORY_SOURCES,
  PLAYGROUND_OPENAI_APIS,
  PLAYGROUND_TARGETS,
  PLAYGROUND_TURN_HISTORIES,
} from './playgroundState';
export { createDefaultPlaygroundState } from './defaults';
export type * from './sessionState';
export {
  createDefaultSessionSettings,
  MAX_PRICE_PER_MILLION,
  MAX_SESSION_TURNS,
  MAX_TOOL_OUTPUT_CHARS,
  PLAYGROUND_OUTPUT_ESTIMATES,
  PLAYGROUND_SESSION_SOURCES,
  priceOverridesOf,
} from './sessionState';
export type * from './cliVersion';
export {
  CLI_VERSION_DEFAULT_MODELS,
  CLI_VERSION_DEFAULT_TOOLS,
  cliVersionKind,
  createDefaultCurrentSettings,
  DEFAULT_CLI_VERSION,
  DEFAULT_SUB_AGENTS,
  PLAYGROUND_CLI_VERSIONS,
  PLAYGROUND_MEMORY_FORMS,
  withCliVersion,
} from './cliVersion';
export { cliTextLabel, cliVersionOptionLabel, isSeedsVersion } from './versionLabels';
export type { VersionSwitch } from './versionSwitch';
export { configInCliVersion, otherCliVersion, VERSION_ONLY_FIELDS } from './versionSwitch';
export type { StateRepair, RestoreResult } from './restore';
export { restoreState, MAX_LISTED_REPAIRS } from './restore';
export type { FieldRule, NumericRange, RestoreRules } from './rules';
export { PLAYGROUND_STATE_RULES, MAX_STATE_TEXT_LENGTH } from './stateRules';
export {
  PLAYGROUND_STATE_VERSION,
  PLAYGROUND_STATE_MIGRATIONS,
  migratePlaygroundState,
} from './migrations';
export { restorePlaygroundState, loadPlaygroundState } from './persist';
export type {
  SavedDataStatus,
  SavedEnvelope,
  SchemaVersionCheck,
  VersionedRead,
} from './readVersionedState';
export {
  checkSchemaVersion,
  readVersionedState,
  serialiseVersionedState,
} from './readVersionedState';
export { findOversizedTexts, type OversizedText } from './oversize';
export {
  MAX_CONFIG_FILE_CHARS,
  MAX_KEPT_CONFIG_TEXT_CHARS,
  MAX_STORED_TEXT_CHARS,
} from './sizeLimits';
export type { ConfigFileResult } from './configFile';
export {
  buildConfigFile,
  CONFIG_FILE_EXTENSION,
  CONFIG_FILE_KIND,
  CONFIG_FILE_NAME,
  configFileSizeProblem,
  readConfigFile,
} from './configFile';
