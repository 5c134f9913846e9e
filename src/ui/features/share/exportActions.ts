import {
  buildSystemMdExport,
  buildSystemMdTemplateExport,
  type PlaygroundState,
} from '../../../core';
import { systemPromptOf } from '../../components/configPrompt';
import { isWaitingForWording } from '../../components/renderPromptSafely';
import { useUiStore } from '../../store/uiStore';
import { configFileSizeProblem, readConfigFile } from './configFile';
import { downloadText } from '../../lib/download';
import { offerConfiguration, reportOpeningError } from './openConfiguration';

/** Which `system.md` to download: a template for GEMINI_SYSTEM_MD, or the final text as sent. */
export type SystemMdKind = 'template' | 'sent';

/**
 * Downloads the prompt as a GEMINI_SYSTEM_MD template (placeholders kept, no memory) or as
 * sent (the final text GEMINI_WRITE_SYSTEM_MD writes), or says why not.
 */
export function downloadSystemMd(state: PlaygroundState, kind: SystemMdKind): void {
  const notify = useUiStore.getState().pushNotice;
  const what = kind === 'template' ? 'The system.md template' : 'The prompt as sent';
  try {
    // As sent: the prompt the preview shows (the release's own text).
    const shown = kind === 'sent' ? systemPromptOf(state) : undefined;
    if (shown && isWaitingForWording(shown)) {
      notify('error', `${what} was not downloaded yet: ${shown.error ?? 'its text is loading'}`);
      return;
    }
    const exported =
      kind === 'template' ? buildSystemMdTemplateExport(state) : buildSystemMdExport(state, shown);
    if (exported.error !== null) {
      notify('error', `${what} was not downloaded: ${exported.error}`);
      return;
    }
    downloadText(exported.fileName, exported.content, 'text/markdown');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    notify('error', `${what} was not downloaded: the prompt could not be rendered (${reason}).`);
  }
}

/** Reads a chosen `.promptscope.json` and offers it like a link (asking before replacing). */
export async function openConfigurationFile(file: File): Promise<void> {
  // Checked on the bytes before reading: no character of the file takes more bytes than the
  // limit allows it characters.
  const tooLarge = configFileSizeProblem(file.size, 'bytes');
  if (tooLarge) {
    reportOpeningError('file', `${file.name}: ${tooLarge}`);
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
