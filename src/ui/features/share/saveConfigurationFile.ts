import { describeChars, MAX_CONFIG_FILE_CHARS, type PlaygroundState } from '../../../core';
import { buildConfigFile, CONFIG_FILE_NAME, configFileSizeProblem } from './configFile';
import { downloadText } from '../../lib/download';
import { useUiStore } from '../../store/uiStore';
import { rememberSharedCopy } from './savedCopies';

/**
 * Downloads the configuration as `.promptscope.json` and notes that it now exists elsewhere.
 * A file too large to be opened again is not written (the app would refuse its own file).
 */
export function saveConfigurationFile(state: PlaygroundState): void {
  const file = buildConfigFile(state);
  if (configFileSizeProblem(file.length)) {
    useUiStore
      .getState()
      .pushNotice(
        'error',
        `The configuration was not saved to a file: it would be ${describeChars(file.length)} long, more than the ${describeChars(MAX_CONFIG_FILE_CHARS)} Promptscope opens. Remove some text (an imported history or prompt, say) and save again.`,
      );
    return;
  }
  downloadText(CONFIG_FILE_NAME, file, 'application/json');
  rememberSharedCopy(state);
}
