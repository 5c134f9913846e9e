/**
 * The page's entry: lets the browser paint the static shell (index.html, with its first figure)
 * before the app's code is evaluated, then starts the app (`start.tsx`). On a return visit the
 * code comes from the cache at once, and evaluating it straight after the page was parsed held
 * the first paint until the app had rendered. The page prefetches the app's chunk
 * (scripts/build/staticShell.ts), so waiting for a frame costs no download time, and starts
 * compiling it, off the main thread, as soon as the page is parsed (compileStartAhead).
 */
import { compileStartAhead } from './ui/shell/compileStartAhead';

/** Hidden tabs get no animation frames: the app starts after this long at the latest. */
const START_WITHOUT_FRAME_MS = 100;

let started = false;

function start(): void {
  if (started) return;
  started = true;
  import('./start').catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    // The static shell's start watch (index.html) says what happened beside the figure; should
    // it be missing, a line here replaces "Loading…".
    const told = new CustomEvent('promptscope:start-failed', { detail: reason, cancelable: true });
    if (!window.dispatchEvent(told)) return;
    const main = document.querySelector('#root main');
    if (!main) return;
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.className = 'error-text';
    message.textContent = `Promptscope could not load its code (${reason}). Check the connection and reload the page.`;
    main.replaceChildren(message);
  });
}

compileStartAhead();
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, START_WITHOUT_FRAME_MS);
