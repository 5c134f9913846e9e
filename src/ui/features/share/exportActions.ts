import { buildSystemMdExport, MAX_SHARE_INFLATED_BYTES, type PlaygroundState } from '../../../core';
import { useUiStore } from '../../store/uiStore';
import { readConfigFile } from './configFile';
import { downloadText } from '../../lib/download';
import { offerConfiguration, reportOpeningError } from './openConfiguration';

/** Downloads `system.md` exactly as GEMINI_WRITE_SYSTEM_MD writes it, or says why not. */
export function downloadSystemMd(state: PlaygroundState): void {
  const notify = useUiStore.getState().pushNotice;
  try {
    const exported = buildSystemMdExport(state);
    if (exported.error !== null) {
      notify('error', `system.md was not downloaded: ${exported.error}`);
      return;
    }
    downloadText(exported.fileName, exported.content, 'text/markdown');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    notify('error', `system.md was not downloaded: the prompt could not be rendered (${reason}).`);
  }
}

/** Reads a chosen `.promptscope.json` and offers it like a link (asking before replacing). */
export async function openConfigurationFile(file: File): Promise<void> {
  if (file.size > MAX_SHARE_INFLATED_BYTES) {
    reportOpeningError(
      'file',
      `${file.name} is too large (${file.size} bytes) to be a configuration.`,
    );
    return;
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    reportOpeningError('file', `${file.name} could not be read.`);
    return;
  }
  const result = readConfigFile(text);
  if (result.error !== null) reportOpeningError('file', `${file.name}: ${result.error}`);
  else offerConfiguration({ state: result.state, repairs: result.repairs, source: 'file' });
}
