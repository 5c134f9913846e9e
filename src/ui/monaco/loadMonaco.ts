/**
 * Loads the slim Monaco build once, on demand, with its editor worker bundled locally
 * (no CDN, no requests to other hosts). Nothing here runs before the first paint.
 */
import type * as MonacoApi from 'monaco-editor/editor';

export type Monaco = typeof MonacoApi;

let pending: Promise<Monaco> | null = null;
let painted: Promise<void> | null = null;

/** Longest wait for a frame (a hidden tab produces none) before loading anyway. */
const PAINT_WAIT_MAX_MS = 1000;

/**
 * Resolves once the page has painted a frame since the first call (the task after the next
 * animation frame), so loading Monaco (its modules, style sheets and editor creation) never
 * delays the first paint of the page.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, PAINT_WAIT_MAX_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
  return painted;
}

/** The Monaco API, loaded on first use, after the page's first paint. */
export function loadMonaco(): Promise<Monaco> {
  pending ??= (async () => {
    await afterFirstPaint();
    const [monaco, { default: EditorWorker }] = await Promise.all([
      import('monaco-editor/editor'),
      import('monaco-editor/editor/editor.worker?worker'),
      import('./editorFeatures'),
      import('monaco-editor/languages/definitions/markdown/register'),
    ]);
    (self as unknown as { MonacoEnvironment: unknown }).MonacoEnvironment = {
      getWorker: () => new EditorWorker(),
    };
    return monaco;
  })();
  return pending;
}
