import type * as MonacoNs from 'monaco-editor/editor';

/** Whether Tab moves the focus on (`navigate`) or indents inside the editor (`edit`). */
export type EditorTabMode = 'navigate' | 'edit';

/** What the hint under a focused editor says in each mode. */
export function tabModeHint(mode: EditorTabMode, readOnly: boolean): string {
  if (readOnly) return 'Read-only. Tab moves on to the next control.';
  return mode === 'edit'
    ? 'Editing: Tab indents. Press Esc, then Tab, to move on.'
    : 'Press Enter to edit (Tab then indents). Tab moves on to the next control.';
}

/**
 * Tab leaves the editor until the user enters it, as in VS Code's accessibility mode: the
 * editor starts in `navigate` mode (Monaco's `tabFocusMode`); Enter or a click enters `edit`
 * mode, where Tab indents; Esc or leaving the editor goes back to `navigate`. Read-only
 * editors always navigate. Returns a cleanup function.
 */
export function installTabEscape(
  editor: MonacoNs.editor.IStandaloneCodeEditor,
  readOnly: () => boolean,
  onMode: (mode: EditorTabMode) => void,
): () => void {
  let mode: EditorTabMode = 'navigate';
  const setMode = (next: EditorTabMode) => {
    if (next === 'edit' && readOnly()) next = 'navigate';
    mode = next;
    editor.updateOptions({ tabFocusMode: next === 'navigate' });
    onMode(next);
  };
  const subscriptions = [
    editor.onKeyDown((event) => {
      const key = event.browserEvent.key;
      const plain = !event.ctrlKey && !event.altKey && !event.metaKey && !event.shiftKey;
      if (mode === 'navigate' && key === 'Enter' && plain && !readOnly()) {
        event.preventDefault();
        event.stopPropagation();
        setMode('edit');
      } else if (mode === 'edit' && key === 'Escape') {
        setMode('navigate');
      }
    }),
    editor.onMouseDown(() => {
      if (mode === 'navigate') setMode('edit');
    }),
    editor.onDidBlurEditorWidget(() => setMode('navigate')),
  ];
  setMode('navigate');
  return () => subscriptions.forEach((subscription) => subscription.dispose());
}
