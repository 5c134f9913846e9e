/** The part of a Monaco code editor that naming its text field needs. */
export interface NamedEditor {
  updateOptions(options: { ariaLabel: string }): void;
  getRawOptions(): { ariaLabel?: string };
  onDidChangeConfiguration(listener: () => void): { dispose(): void };
}

/**
 * Names an editor's text field and keeps the name. Monaco's diff editor hands its two editors
 * new options whenever one of its own options changes (switching to the inline view on a narrow
 * screen among them), and each time it sets their `ariaLabel` from the options that changed
 * only, which leaves the fields unnamed (monaco-editor's diffEditorEditors.js,
 * `_adjustOptionsForLeftHandSide`). The name is put back after every such change.
 */
export function keepAriaLabel(editor: NamedEditor, name: string): { dispose(): void } {
  editor.updateOptions({ ariaLabel: name });
  return editor.onDidChangeConfiguration(() => {
    if (editor.getRawOptions().ariaLabel !== name) editor.updateOptions({ ariaLabel: name });
  });
}
