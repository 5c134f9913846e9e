import { useSyncExternalStore, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { scrubForDisplay } from '../lib/scrub';

interface Props {
  /** The view's name as its tab shows it, e.g. "Compression". */
  view: string;
  children: ReactNode;
  /** Reloads the page (replaced in tests). */
  onReload?: () => void;
  /**
   * Prepares a failed lazy view to load again (`retryableLazy`): with it, a view whose code did
   * not arrive offers "Try again", which renders the view again without reloading the page.
   */
  onRetry?: () => void;
}

/**
 * Keeps a view that fails to load or render in its own place: the header, the other views and
 * the configuration keep working. "Reload" fetches the current build; offline, where a reload
 * would bring up the browser's own offline page, "Try again" loads the view's code once the
 * network is back.
 */
export function ViewErrorBoundary({ view, children, onReload, onRetry }: Props) {
  return (
    <ErrorBoundary
      onError={(error, info) =>
        console.error(
          scrubForDisplay(`The ${view} view failed: ${error.message}`),
          info.componentStack,
        )
      }
      fallback={(error, reset) => (
        <ViewError
          view={view}
          error={error}
          onReload={onReload}
          onRetry={
            onRetry &&
            (() => {
              onRetry();
              reset();
            })
          }
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online, following its online/offline events. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

function ViewError({
  view,
  error,
  onReload,
  onRetry,
}: {
  view: string;
  error: Error;
  onReload?: () => void;
  onRetry?: () => void;
}) {
  const online = useOnline();
  const chunk = /dynamically imported module|importing a module script|preload|chunk/i.test(
    error.message,
  );
  const retry = chunk && onRetry;
  const offline = chunk && !online;
  return (
    <section className="notice notice-error view-error" role="alert" data-testid="view-error">
      <div>
        <h2>
          The {view} view could not be {chunk ? 'loaded' : 'shown'}.
        </h2>
        <p>
          {offline
            ? 'You are offline, and this view had not been downloaded yet. It can load as soon as the network returns.'
            : chunk
              ? 'Part of the app did not arrive: the network dropped, or a newer version of Promptscope replaced it.'
              : 'It stopped with an error.'}{' '}
          The other views and your configuration are unaffected.
        </p>
        <p className="muted">Details: {scrubForDisplay(error.message)}</p>
        {retry && (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Try again
          </button>
        )}{' '}
        {!offline && (
          <button
            type="button"
            className={retry ? 'btn' : 'btn btn-primary'}
            onClick={onReload ?? (() => window.location.reload())}
          >
            Reload
          </button>
        )}
      </div>
    </section>
  );
}
