import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLayout } from './shell/AppLayout';
import { notifyQueryObserversInMicrotasks } from './lib/queryNotifications';

// TanStack Query assumes "online" until an event says otherwise: start from the browser's view.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
// A count's reply renders in its own task (see queryNotifications.ts).
notifyQueryObserversInMicrotasks();

/** Providers and layout only; every panel lives in its feature folder. */
export function App() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // Most queries only talk to our own workers: they must never pause offline. A query
          // that needs the network (the Gemini API) says so with networkMode 'online'.
          queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
          mutations: { networkMode: 'always' },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout />
    </QueryClientProvider>
  );
}
