import type { PlaygroundState } from '../../../core';
import { buildConfigFile, CONFIG_FILE_NAME } from './configFile';
import { downloadText } from '../../lib/download';
import { rememberSharedCopy } from './savedCopies';

/** Downloads the configuration as `.promptscope.json` and notes that it now exists elsewhere. */
export function saveConfigurationFile(state: PlaygroundState): void {
  downloadText(CONFIG_FILE_NAME, buildConfigFile(state), 'application/json');
  rememberSharedCopy(state);
}
