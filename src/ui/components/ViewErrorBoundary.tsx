import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { scrubForDisplay } from '../lib/scrub';

interface Props {
  /** The view's name as its tab shows it, e.g. "Compression". */
  view: string;
  children: ReactNode;
  /** Reloads the page (replaced in tests). */
  onReload?: () => void;
}

/**
 * Keeps a view that fails to load or render in its own place: the header, the other views and
 * the configuration keep working, and "Reload" fetches the current build.
 */
export function ViewErrorBoundary({ view, children, onReload }: Props) {
  return (
    <ErrorBoundary
      onError={(error, info) =>
        console.error(
          scrubForDisplay(`The ${view} view failed: ${error.message}`),
          info.componentStack,
        )
      }
      fallback={(error) => <ViewError view={view} error={error} onReload={onReload} />}
    >
      {children}
    </ErrorBoundary>
  );
}

function ViewError({
  view,
  error,
  onReload,
}: {
  view: string;
  error: Error;
  onReload?: () => void;
}) {
  const chunk = /dynamically imported module|importing a module script|preload|chunk/i.test(
    error.message,
  );
  return (
    <section className="notice notice-error view-error" role="alert" data-testid="view-error">
      <div>
        <h2>
          The {view} view could not be {chunk ? 'loaded' : 'shown'}.
        </h2>
        <p>
          {chunk
            ? 'Part of the app did not arrive: the network dropped, or a newer version of Promptscope replaced it.'
            : 'It stopped with an error.'}{' '}
          The other views and your configuration are unaffected.
        </p>
        <p className="muted">Details: {scrubForDisplay(error.message)}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onReload ?? (() => window.location.reload())}
        >
          Reload
        </button>
      </div>
    </section>
  );
}
