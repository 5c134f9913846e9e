/**
 * For component tests: jsdom has no `Worker`. `InProcessWorker` stands in for it and runs the
 * real worker module, the one the client names with `new Worker(new URL(...))`, in the test's
 * own thread, so a feature's tests exercise its client, protocol and worker unchanged.
 *
 * A worker module talks to its scope through `self.postMessage` and
 * `self.addEventListener('message')`: while a test file uses this stand-in, `self` is a small
 * scope that hands messages to the page's `InProcessWorker`, asynchronously as a browser does.
 * One worker module runs per test file, loaded once (its state persists, as in one page).
 */
import { vi } from 'vitest';

/** Message events carry `data`, error events a `message`. */
type Listener = (event: { data?: unknown; message?: string }) => void;

const page = new Set<Listener>();
const pageErrors = new Set<Listener>();
const scope = new Set<Listener>();

const deliver = (listeners: Set<Listener>, data: unknown) =>
  setTimeout(() => {
    for (const listener of listeners) listener({ data: structuredClone(data) });
  }, 0);

/** The worker side: what `self` is inside the worker module. */
const workerScope = {
  // Vite's worker URLs are resolved against `self.location`.
  location: globalThis.location,
  postMessage: (data: unknown) => deliver(page, data),
  addEventListener: (type: string, listener: Listener) => {
    if (type === 'message') scope.add(listener);
  },
};

const loaded = new Map<string, Promise<unknown>>();

/** The page side: what the client gets from `new Worker(url)`. */
export class InProcessWorker {
  private readonly ready: Promise<unknown> | null;

  constructor(url: URL | string, options?: { name?: string }) {
    if (options?.name !== running) {
      // Another worker of the page: it starts, but never answers.
      this.ready = null;
      return;
    }
    // Vite names the worker `<origin>/src/.../worker.ts?worker_file&type=module`: its path
    // from the project's root is the module to load.
    const href = new URL(String(url), 'http://localhost/').pathname;
    let module = loaded.get(href);
    if (!module) {
      module = import(/* @vite-ignore */ href);
      loaded.set(href, module);
    }
    this.ready = module;
    // A module that fails to load is a worker that failed to start, not a silent one.
    module.catch((error: unknown) => {
      for (const listener of pageErrors) listener({ message: String(error) });
    });
  }

  postMessage(data: unknown): void {
    void this.ready?.then(() => deliver(scope, data));
  }

  addEventListener(type: string, listener: Listener): void {
    if (!this.ready) return;
    if (type === 'message') page.add(listener);
    if (type === 'error') pageErrors.add(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    if (type === 'message') page.delete(listener);
  }

  terminate(): void {}
}

let running: string | null = null;

/**
 * Installs the stand-in for the worker the page names `name` (e.g. `compression`); the page's
 * other workers start but never answer. Call it before the client is first used.
 */
export function runWorkerInProcess(name: string): void {
  running = name;
  vi.stubGlobal('self', workerScope);
  vi.stubGlobal('Worker', InProcessWorker);
}
