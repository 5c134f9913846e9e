import { useEffect, useRef, useState } from 'react';
import type { ExplainedGeminiError } from '../../geminiApi/geminiErrors';

interface Props {
  error: ExplainedGeminiError;
  /** Runs again (the same mode). */
  onRetry: () => void;
  /** Run again by itself as soon as the API allows it. */
  autoRetry: boolean;
}

const clock = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });

/**
 * A failed run in words: what happened, what to do, and the API's own (key-free) message.
 * It takes the focus when it appears (so it is read out and seen), and when the API says how
 * long to wait (a 429's retry delay) it counts down, then offers or starts the retry.
 */
export function RunError({ error, onRetry, autoRetry }: Props) {
  const tone = error.kind === 'cancelled' ? 'notice-warning' : 'notice-error';
  const box = useRef<HTMLDivElement>(null);
  const [readyAt] = useState(() =>
    error.retryAfterSeconds === null ? null : Date.now() + error.retryAfterSeconds * 1000,
  );
  const [left, setLeft] = useState(error.retryAfterSeconds ?? 0);
  const retried = useRef(false);

  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
    box.current?.focus();
  }, []);
  useEffect(() => {
    if (readyAt === null) return;
    const tick = () => setLeft(Math.max(0, Math.ceil((readyAt - Date.now()) / 1000)));
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [readyAt]);
  const waiting = readyAt !== null && left > 0;
  useEffect(() => {
    if (readyAt !== null && !waiting && autoRetry && !retried.current) {
      retried.current = true;
      onRetry();
    }
  }, [readyAt, waiting, autoRetry, onRetry]);

  return (
    <div
      ref={box}
      className={`notice ${tone} cmp-run-error`}
      role="alert"
      tabIndex={-1}
      data-testid="run-error"
    >
      <div>
        <p>
          <strong>{error.title}</strong> {error.action}
        </p>
        {readyAt !== null && (
          <p data-testid="retry-when">
            {waiting
              ? `The API asks to wait ${left} s: you may run again at ${clock.format(readyAt)}.${autoRetry ? ' Promptscope will retry then.' : ''}`
              : autoRetry
                ? 'Retrying now…'
                : 'You may run again now.'}
          </p>
        )}
        {error.detail && (
          <p className="cmp-error-detail">
            {error.status !== null ? `HTTP ${error.status}: ` : ''}
            {error.detail}
          </p>
        )}
        {error.kind !== 'cancelled' && (
          <button type="button" className="btn" disabled={waiting} onClick={onRetry}>
            Run again
          </button>
        )}
      </div>
    </div>
  );
}
