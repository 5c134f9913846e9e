import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type * as MonacoNs from 'monaco-editor/editor';
import { changedRange, changedRangeOfParts, MAX_STATE_TEXT_LENGTH } from '../../core';
import { sharedEditorOptions } from './editorOptions';
import { installTabEscape, tabModeHint, type EditorTabMode } from './tabEscape';
import { useMonacoTheme } from './useMonacoTheme';
import { loadMonaco, type Monaco } from './loadMonaco';

/**
 * The plain-text stand-in shows at most this much: enough to fill the editor's box, little
 * enough that laying it out does not delay the first paint (nor a 10 MB paste stall it).
 */
const PLACEHOLDER_MAX_CHARS = 6_000;

export type MonacoInstance = MonacoNs.editor.IStandaloneCodeEditor;

export interface MonacoEditorProps {
  value: string;
  /**
   * The strings `value` was joined from, when it was (they must join into it): a read-only
   * editor then finds what changed in the parts that differ, never copying all of `value`.
   */
  valueParts?: readonly string[];
  language?: string;
  readOnly?: boolean;
  onChange?: (value: string) => void;
  /** Accessible name of the editor (also used for the loading placeholder). */
  ariaLabel: string;
  testId?: string;
  className?: string;
  /** Called once the editor exists; return a cleanup function if needed. */
  onReady?: (editor: MonacoInstance, monaco: Monaco) => void | (() => void);
  options?: MonacoNs.editor.IStandaloneEditorConstructionOptions;
}

/**
 * A Monaco editor that arrives after first paint. Until Monaco has loaded, the text is shown
 * as plain, selectable text so the page is usable at once.
 */
export function MonacoEditor(props: MonacoEditorProps) {
  const { value, language = 'markdown', readOnly = false, ariaLabel, testId, className } = props;
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<MonacoInstance | null>(null);
  /** The text the editor holds (as last given to it or reported by it). */
  const shown = useRef('');
  /** The parts `shown` was joined from, when it was given in parts. */
  const shownParts = useRef<readonly string[] | undefined>(undefined);
  const latest = useRef(props);
  latest.current = props;
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [tabMode, setTabMode] = useState<EditorTabMode>('navigate');
  const [focused, setFocused] = useState(false);

  // A layout effect, so an unmounted editor is disposed in the commit that removes its element:
  // alive one frame longer, its automatic layout would lay out and draw the detached editor at
  // 0 × 0 (tens of milliseconds for a long text). Creating it waits for Monaco either way.
  useLayoutEffect(() => {
    let disposed = false;
    let cleanup: void | (() => void);
    loadMonaco().then(
      (monaco) => {
        if (disposed || !host.current) return;
        const editor = monaco.editor.create(
          host.current,
          sharedEditorOptions(
            { value: latest.current.value, language, readOnly, ariaLabel },
            latest.current.options,
          ),
        );
        editorRef.current = editor;
        // Loaded with the editor, not before the first paint. Only a speed-up: if its chunk
        // does not load, the first keystroke is just slower.
        if (!readOnly) {
          import('./warmTyping').then(
            ({ warmTypingOnce }) => warmTypingOnce(monaco),
            () => undefined,
          );
        }
        const stopTabEscape = installTabEscape(
          editor,
          () => latest.current.readOnly ?? false,
          setTabMode,
        );
        const focus = [
          editor.onDidFocusEditorWidget(() => setFocused(true)),
          editor.onDidBlurEditorWidget(() => setFocused(false)),
        ];
        shown.current = latest.current.value;
        editor.onDidChangeModelContent(() => {
          // Building the text costs a copy of it: only editors that report changes do it.
          if (!latest.current.onChange) return;
          const text = editor.getValue();
          shown.current = text;
          shownParts.current = undefined;
          if (text !== latest.current.value) latest.current.onChange(text);
          // The store refuses text over the state limit (with a notice): take the edit back.
          if (text.length > MAX_STATE_TEXT_LENGTH) {
            queueMicrotask(() => editor.trigger('promptscope', 'undo', null));
          }
        });
        const onReadyCleanup = latest.current.onReady?.(editor, monaco);
        cleanup = () => {
          stopTabEscape();
          focus.forEach((subscription) => subscription.dispose());
          if (typeof onReadyCleanup === 'function') onReadyCleanup();
        };
        setReady(true);
      },
      (error: unknown) => {
        if (!disposed) setFailed(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      disposed = true;
      if (typeof cleanup === 'function') cleanup();
      // Editor first, then its model: disposing the model first lets the editor's pending
      // features (suggestions after typing) read a disposed model ("Model is disposed!").
      const model = editorRef.current?.getModel();
      editorRef.current?.dispose();
      model?.dispose();
      editorRef.current = null;
    };
    // The editor is created once per mount; value changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    // The text the editor reported or was given last is the same string object as `value`
    // after a keystroke round trip: no need to copy the model's text out to compare.
    const parts = latest.current.valueParts;
    const rememberedParts = shownParts.current;
    shownParts.current = parts;
    if (!editor || !model || value === shown.current) return;
    // Monaco normalises mixed line endings, so only \n-only texts of the model's length are
    // diffed against the remembered text; anything else is compared with the model's own text.
    // Texts given in parts are read in their parts (reading a joined text copies all of it).
    const remembered = shown.current;
    const hasReturn = (text: string, textParts?: readonly string[]) =>
      textParts ? textParts.some((part) => part.includes('\r')) : text.includes('\r');
    const diffable =
      !hasReturn(value, parts) &&
      !hasReturn(remembered, rememberedParts) &&
      model.getValueLength() === remembered.length;
    const before = diffable ? remembered : model.getValue();
    shown.current = value;
    if (readOnly) {
      // Replace only what changed: keeps the scroll position and costs little on long texts.
      const change =
        diffable && parts && rememberedParts
          ? changedRangeOfParts(rememberedParts, parts)
          : changedRange(before, value);
      if (change.start === change.end && change.text === '') return;
      const start = model.getPositionAt(change.start);
      const end = model.getPositionAt(change.end);
      model.applyEdits([
        {
          range: {
            startLineNumber: start.lineNumber,
            startColumn: start.column,
            endLineNumber: end.lineNumber,
            endColumn: end.column,
          },
          text: change.text,
        },
      ]);
    } else if (before !== value) {
      editor.executeEdits('promptscope', [{ range: model.getFullModelRange(), text: value }]);
    }
  }, [value, readOnly, ready]);

  useEffect(() => {
    editorRef.current?.updateOptions({ readOnly });
  }, [readOnly, ready]);

  useMonacoTheme(ready);

  return (
    <div
      className={`monaco-host ${className ?? ''}`}
      data-testid={testId}
      data-editor-ready={ready ? 'true' : 'false'}
    >
      <div ref={host} className="monaco-mount" />
      <p className="monaco-keyhint" role="status" hidden={!focused}>
        {focused ? tabModeHint(tabMode, readOnly) : ''}
      </p>
      {!ready && (
        <div className="monaco-placeholder" role="status" aria-label={`${ariaLabel} (loading)`}>
          {failed ? (
            <p className="error-text">The editor could not load: {failed}</p>
          ) : (
            <pre>
              {value.length > PLACEHOLDER_MAX_CHARS ? value.slice(0, PLACEHOLDER_MAX_CHARS) : value}
            </pre>
          )}
        </div>
      )}
    </div>
  );
}
