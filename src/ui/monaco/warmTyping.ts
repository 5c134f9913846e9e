import type * as MonacoNs from 'monaco-editor/editor';
import { sharedEditorOptions } from './editorOptions';
import { whenIdle } from '../lib/whenIdle';
import { timed } from '../lib/timed';

type MonacoEditorApi = Pick<typeof MonacoNs, 'editor'>;

/** A few lines of markdown, like the start of a GEMINI.md. */
const SAMPLE = '# Conventions\n\n- Keep answers short.\n- Run the tests before pushing.\n';
/** Characters typed and deleted: enough for the engine to compile the typing path. */
const ROUNDS = 10;
/** Each round: type a character, render, delete it, render. */
const STEPS_PER_ROUND = 4;
/** Longest wait for an idle moment before each step. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs Monaco's typing path before the user types, in a hidden scratch editor, so the user's
 * first keystroke does not pay for it.
 *
 * The first character typed after load cost about 100 ms of main-thread time with a 200 KB
 * memory (a long task in most loads), against about 10 ms for the next ones: much of it was
 * the JavaScript engine compiling Monaco's edit, view and render code the first time it ran.
 * Typing into a scratch editor moves that work to idle moments (`npm run bench -- meter-typing`
 * reports the first keystroke on its own).
 *
 * The scratch editor has its own model and undo history, never takes the focus, is hidden
 * from view and from assistive technology, and is gone once done. It is made in one idle
 * moment; typing, deleting and rendering run a step at a time in the next ones, as many as
 * each idle moment has room for. Text input anywhere in the page stops it (the user's own
 * typing warms the same code); moving the cursor does not. Returns a function that cancels
 * what has not run.
 */
export function warmTyping(monaco: MonacoEditorApi, doc: Document = document): () => void {
  let typed = false;
  const onInput = () => {
    typed = true;
  };
  doc.addEventListener('beforeinput', onInput, { capture: true, passive: true });
  let cancelIdle: (() => void) | null = null;
  let scratch: { host: HTMLElement; editor: MonacoNs.editor.IStandaloneCodeEditor } | null = null;

  const finish = () => {
    doc.removeEventListener('beforeinput', onInput, { capture: true });
    cancelIdle?.();
    cancelIdle = null;
    if (!scratch) return;
    const { host, editor } = scratch;
    scratch = null;
    const model = editor.getModel();
    editor.dispose();
    model?.dispose();
    host.remove();
  };

  /** Steps done so far, over all idle moments; the first ones run cold and take longest. */
  let done = 0;
  const type = (deadline?: IdleDeadline) => {
    cancelIdle = null;
    if (typed || !scratch) return finish();
    const { editor } = scratch;
    timed('promptscope:warm-typing', () => {
      do runStep(editor, done++);
      while (done < ROUNDS * STEPS_PER_ROUND && (deadline?.timeRemaining() ?? 0) > 2);
    });
    if (done < ROUNDS * STEPS_PER_ROUND) cancelIdle = whenIdle(type, IDLE_TIMEOUT_MS);
    else finish();
  };

  const create = () => {
    cancelIdle = null;
    if (typed) return finish();
    const host = doc.createElement('div');
    host.className = 'monaco-warm-up';
    host.setAttribute('aria-hidden', 'true');
    host.inert = true;
    doc.body.append(host);
    const editor = timed('promptscope:warm-typing-editor', () =>
      monaco.editor.create(
        host,
        sharedEditorOptions({
          value: SAMPLE,
          language: 'markdown',
          readOnly: false,
          ariaLabel: '',
        }),
      ),
    );
    scratch = { host, editor };
    cancelIdle = whenIdle(type, IDLE_TIMEOUT_MS);
  };

  cancelIdle = whenIdle(create, IDLE_TIMEOUT_MS);
  return finish;
}

let started = false;

/** {@link warmTyping}, once per page: the compiled code serves every editor. */
export function warmTypingOnce(monaco: MonacoEditorApi): void {
  if (started) return;
  started = true;
  warmTyping(monaco);
}

/** Step `n` of the warm-up (see STEPS_PER_ROUND). */
function runStep(editor: MonacoNs.editor.IStandaloneCodeEditor, n: number): void {
  const source = 'promptscope-warm-up';
  switch (n % STEPS_PER_ROUND) {
    case 0:
      editor.setPosition({ lineNumber: 4, column: 3 });
      editor.trigger(source, 'type', { text: 'x' });
      return;
    case 2:
      editor.trigger(source, 'deleteLeft', null);
      return;
    default:
      editor.render(true);
  }
}
