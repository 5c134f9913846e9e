import {
  createElement,
  lazy,
  type ComponentProps,
  type ComponentType,
  type JSX,
  type LazyExoticComponent,
} from 'react';

/**
 * A lazy view that can be loaded again after its chunk failed (offline before the service
 * worker had the file). React keeps a lazy component's failed load for good, so `retry` makes
 * a fresh one; the view's error boundary then renders it again (`ViewErrorBoundary`'s "Try
 * again").
 */
export interface RetryableLazy<T extends AnyComponent> {
  View: (props: ComponentProps<T>) => JSX.Element;
  retry: () => void;
}

// As React's own `lazy`: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export function retryableLazy<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): RetryableLazy<T> {
  let Lazy: LazyExoticComponent<T> = lazy(load);
  function View(props: ComponentProps<T>) {
    return createElement(Lazy, props);
  }
  return {
    View,
    retry: () => {
      removeFailedStylesheets();
      Lazy = lazy(load);
    },
  };
}

/**
 * Removes the stylesheet links that failed to load. Vite's preload helper skips a stylesheet
 * already linked in the page, failed or not: without its failed link, the next load of the
 * view links and waits for it again.
 */
export function removeFailedStylesheets(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.dataset['failed'] === 'true') link.remove();
  }
}

/** Marks each stylesheet link that fails to load (see `removeFailedStylesheets`); returns the undo. */
export function watchStylesheetFailures(doc: Document = document): () => void {
  const mark = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLLinkElement && target.rel === 'stylesheet') {
      target.dataset['failed'] = 'true';
    }
  };
  doc.addEventListener('error', mark, true);
  return () => doc.removeEventListener('error', mark, true);
}
