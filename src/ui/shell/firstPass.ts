import { useDeferredValue, useEffect } from 'react';

/** Whether the app has already rendered its deferred panes once in this page. */
let firstPassDone = false;

/**
 * False while the app renders for the first time, true from the re-render React starts right
 * after that first commit (a deferred, interruptible render). The first commit holds what the
 * user reaches for first, the header and the controls, and is painted at once; the panes that
 * cost most to render and lay out (the prompt preview, the meter) follow a frame later. Mounted
 * again later in the page (back from another view), a component gets true at once.
 */
export function useAfterFirstPass(): boolean {
  const after = useDeferredValue(true, firstPassDone);
  useEffect(() => {
    if (after) firstPassDone = true;
  }, [after]);
  return after;
}
