import type * as MonacoNs from 'monaco-editor/editor';

type Options = MonacoNs.editor.IStandaloneEditorConstructionOptions;

/**
 * No bracket colours in any Promptscope editor. Colouring needs a tree of every bracket in
 * the text, which Monaco builds on the first edit: a 150 ms frame for a 200 KB memory (the
 * first keystrokes' long tasks in `npm run bench -- meter-typing`).
 *
 * Colours are a setting of the text models, which the standalone editor takes from its
 * configuration keys (monaco-editor standaloneServices.js `updateConfigurationService`,
 * modelService.js `_readModelOptions`). Those keys are the dotted setting names, so the
 * nested `bracketPairColorization: { enabled: false }` never reaches the models; the dotted
 * name does, and applies to every model, including those the settings re-read later.
 */
const NO_BRACKET_COLOURS = { 'bracketPairColorization.enabled': false } as Options;

/**
 * The options every Promptscope editor starts with. `tabFocusMode` starts on: Tab moves the
 * focus on until the user enters the editor (see `tabEscape.ts`).
 */
export function sharedEditorOptions(
  base: { value: string; language: string; readOnly: boolean; ariaLabel: string },
  overrides?: Options,
): Options {
  return {
    ...base,
    automaticLayout: true,
    minimap: { enabled: false },
    wordWrap: 'on',
    scrollBeyondLastLine: false,
    fontSize: 13,
    renderWhitespace: 'selection',
    unicodeHighlight: { ambiguousCharacters: false },
    // Work Monaco repeats on every edit across the whole text, which a 200 KB memory makes
    // cost a frame (profiled with scripts/bench/lib/profile-typing.mjs): the sticky outline of
    // headings, word completions gathered from the text, and highlights of the word under the
    // cursor. None of them helps in writing a prompt.
    stickyScroll: { enabled: false },
    quickSuggestions: false,
    wordBasedSuggestions: 'off',
    occurrencesHighlight: 'off',
    // Bracket guides and the matching-bracket highlight need a tree of every bracket in the
    // text (see NO_BRACKET_COLOURS above). Prompts are prose.
    guides: {
      bracketPairs: false,
      bracketPairsHorizontal: false,
      highlightActiveBracketPair: false,
    },
    matchBrackets: 'never',
    ...NO_BRACKET_COLOURS,
    tabFocusMode: true,
    ...overrides,
  };
}
