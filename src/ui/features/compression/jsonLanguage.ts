/**
 * Registers Monaco's JSON language for colouring only: no language-service worker, no
 * diagnostics of its own (validation comes from `parseHistoryJson` in the compression worker,
 * which names the message and the problem). Loaded lazily with Monaco.
 */
import { loadMonaco, type Monaco } from '../../monaco/loadMonaco';

let pending: Promise<Monaco> | null = null;

export function loadMonacoWithJson(): Promise<Monaco> {
  pending ??= (async () => {
    const monaco = await loadMonaco();
    const { jsonDefaults } = await import('monaco-editor/languages/features/json/register');
    jsonDefaults.setDiagnosticsOptions({ validate: false });
    jsonDefaults.setModeConfiguration({
      tokens: true,
      foldingRanges: false,
      documentFormattingEdits: false,
      documentRangeFormattingEdits: false,
      completionItems: false,
      hovers: false,
      documentSymbols: false,
      colors: false,
      diagnostics: false,
      selectionRanges: false,
    });
    return monaco;
  })();
  return pending;
}
