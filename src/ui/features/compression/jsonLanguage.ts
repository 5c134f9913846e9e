/**
 * Registers a JSON language for colouring only: the JSON scanner's line tokenizer that
 * Monaco's own JSON support uses (`languages/features/json/tokenization.js`, the same token
 * names, so the same colours), its brackets and auto-closing pairs, and nothing else. No
 * language-service worker and no diagnostics of its own: validation comes from
 * `parseHistoryJson` in the compression worker, which names the message and the problem.
 *
 * Not Monaco's JSON language service (`languages/features/json/register`): its worker
 * manager imports every Monaco editor feature, which would register them all for every
 * editor created afterwards and undo the choice in `monaco/editorFeatures.ts`.
 * Loaded lazily with Monaco.
 */
import type * as MonacoNs from 'monaco-editor/editor';
import { loadMonaco, type Monaco } from '../../monaco/loadMonaco';

const JSON_ID = 'json';

/** Brackets, word pattern and auto-closing pairs of Monaco's JSON mode (jsonMode.js). */
const JSON_CONFIGURATION: MonacoNs.languages.LanguageConfiguration = {
  wordPattern: /(-?\d*\.\d\w*)|([^[{\]}:",\s]+)/g,
  brackets: [
    ['{', '}'],
    ['[', ']'],
  ],
  autoClosingPairs: [
    { open: '{', close: '}', notIn: ['string'] },
    { open: '[', close: ']', notIn: ['string'] },
    { open: '"', close: '"', notIn: ['string'] },
  ],
};

let pending: Promise<Monaco> | null = null;

export function loadMonacoWithJson(): Promise<Monaco> {
  pending ??= (async () => {
    const [monaco, { createTokenizationSupport }] = await Promise.all([
      loadMonaco(),
      import('monaco-editor/languages/features/json/tokenization'),
    ]);
    // Nothing else registers JSON (see above), and `pending` makes this run once.
    monaco.languages.register({ id: JSON_ID, extensions: ['.json'], aliases: ['JSON'] });
    monaco.languages.setTokensProvider(JSON_ID, createTokenizationSupport(false));
    monaco.languages.setLanguageConfiguration(JSON_ID, JSON_CONFIGURATION);
    return monaco;
  })();
  return pending;
}
