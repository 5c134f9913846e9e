/**
 * Background work that must not compete with the user: it starts once nobody has pressed a
 * key, clicked, touched or scrolled for a while (counting from the call), at an idle moment.
 */
import { whenIdle } from './whenIdle';

/** Input that means someone is working in the page. */
const INPUT_EVENTS = ['keydown', 'pointerdown', 'input', 'wheel'] as const;

/**
 * Subscribes to work done through other means than input events (a change of the
 * configuration, say), calling `onActivity` for each; returns the unsubscribe.
 */
export type ActivitySource = (onActivity: () => void) => () => void;

/**
 * Runs `work` once there has been no input for `quietMs` (since this call or the last input,
 * or the last activity `activity` reports), when the browser is next idle. Returns a function
 * that cancels it.
 */
export function whenQuiet(
  work: () => void,
  quietMs: number,
  target: EventTarget = document,
  activity?: ActivitySource,
) {
  let lastInput = Date.now();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let cancelIdle: (() => void) | null = null;
  const onInput = () => {
    lastInput = Date.now();
  };
  const options = { capture: true, passive: true } as const;
  for (const type of INPUT_EVENTS) target.addEventListener(type, onInput, options);
  const unsubscribe = activity?.(onInput);
  const stop = () => {
    for (const type of INPUT_EVENTS) target.removeEventListener(type, onInput, options);
    unsubscribe?.();
    if (timer) clearTimeout(timer);
    timer = null;
    cancelIdle?.();
    cancelIdle = null;
  };
  const check = () => {
    timer = null;
    const wait = lastInput + quietMs - Date.now();
    if (wait > 0) {
      timer = setTimeout(check, wait);
      return;
    }
    cancelIdle = whenIdle(
      () => {
        cancelIdle = null;
        // Input while waiting for the idle moment starts the wait again.
        if (Date.now() - lastInput < quietMs) return check();
        stop();
        work();
      },
      quietMs,
      0,
    );
  };
  timer = setTimeout(check, quietMs);
  return stop;
}
