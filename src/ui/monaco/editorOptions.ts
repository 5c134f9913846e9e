import type * as MonacoNs from 'monaco-editor/editor';

type Options = MonacoNs.editor.IStandaloneEditorConstructionOptions;

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
    tabFocusMode: true,
    ...overrides,
  };
}
