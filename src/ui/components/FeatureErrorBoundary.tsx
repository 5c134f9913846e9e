import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

interface Props {
  /** What failed, in the user's words, e.g. "The prompt preview". */
  what: string;
  children: ReactNode;
}

/** Keeps a failing panel from blanking the page; the configuration is untouched. */
export function FeatureErrorBoundary({ what, children }: Props) {
  return (
    <ErrorBoundary
      onError={(error, info) => console.error(`${what} failed`, error, info.componentStack)}
      fallback={(error, reset) => (
        <div className="notice notice-error" role="alert">
          <div>
            <p>
              {what} stopped: {error.message}. Your configuration is safe; undo the last change
              (Ctrl/Cmd+Z) and try again.
            </p>
            <button type="button" className="btn" onClick={reset}>
              Try again
            </button>
          </div>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
