/** The saved configuration file's format lives in core, shared with `npm run render`. */
export {
  buildConfigFile,
  CONFIG_FILE_EXTENSION,
  CONFIG_FILE_NAME,
  configFileSizeProblem,
  readConfigFile,
  type ConfigFileResult,
} from '../../../core';
