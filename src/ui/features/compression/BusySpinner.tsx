import { useEffect, useRef } from 'react';

/** Positions per turn, and how long each is shown (a turn takes 0.8 s). */
const STEPS = 8;
const STEP_MS = 100;

/**
 * The simulator's busy mark: a ring turned an eighth at a time, ten times a second, by a timer.
 * A CSS animation would ask the browser for a new frame at every screen refresh while a plan is
 * computed; where the page is composited without a GPU (a headless Chromium, a blocklisted
 * driver) drawing them took about a core, taken from the worker computing the plan. Still for
 * users who ask for reduced motion.
 */
export function BusySpinner() {
  const ring = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let step = 0;
    const timer = setInterval(() => {
      step = (step + 1) % STEPS;
      if (ring.current) ring.current.style.transform = `rotate(${(step * 360) / STEPS}deg)`;
    }, STEP_MS);
    return () => clearInterval(timer);
  }, []);
  return <span ref={ring} className="cmp-spinner" aria-hidden="true" />;
}
