/**
 * Loads the slim Monaco build once, on demand, with its editor worker bundled locally
 * (no CDN, no requests to other hosts). Nothing here runs before the first paint:
 * callers reach it through a dynamic import.
 */
import type * as MonacoApi from 'monaco-editor/editor';

export type Monaco = typeof MonacoApi;

let pending: Promise<Monaco> | null = null;

export function loadMonaco(): Promise<Monaco> {
  pending ??= (async () => {
    const [monaco, { default: EditorWorker }] = await Promise.all([
      import('monaco-editor/editor'),
      import('monaco-editor/editor/editor.worker?worker'),
      import('monaco-editor/features/register.all'),
      import('monaco-editor/languages/definitions/markdown/register'),
    ]);
    (self as unknown as { MonacoEnvironment: unknown }).MonacoEnvironment = {
      getWorker: () => new EditorWorker(),
    };
    return monaco;
  })();
  return pending;
}
