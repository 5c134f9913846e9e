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
    tabFocusMode: true,
    ...overrides,
  };
}
