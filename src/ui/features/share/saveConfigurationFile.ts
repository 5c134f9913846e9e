import {
  describeChars,
  describeSecretFindings,
  findSecretsInState,
  leaveOutSecrets,
  MAX_CONFIG_FILE_CHARS,
  type PlaygroundState,
} from '../../../core';
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
  announceSecrets(state);
}

/**
 * A configuration file is the user's own copy, so it keeps everything; when it carries
 * key-shaped strings (a key pasted in a history, a token in a workspace file) a notice says
 * which and where, and offers a copy without them for sending to someone.
 */
function announceSecrets(state: PlaygroundState): void {
  const findings = findSecretsInState(state);
  if (findings.length === 0) return;
  useUiStore
    .getState()
    .pushNotice(
      'warning',
      `The configuration file carries ${describeSecretFindings(findings)}. Keep it to yourself, or download a copy without them to send to someone.`,
      {
        key: 'config-file-secrets',
        actions: [
          {
            label: 'Download without them',
            run: () => saveConfigurationFile(leaveOutSecrets(state)),
          },
        ],
      },
    );
}
