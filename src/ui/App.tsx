import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLayout } from './shell/AppLayout';

// TanStack Query assumes "online" until an event says otherwise: start from the browser's view.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** Providers and layout only; every panel lives in its feature folder. */
export function App() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout />
    </QueryClientProvider>
  );
}
