import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { scrubForDisplay } from './ui/lib/scrub';
import { useLinkStore } from './ui/features/share/linkStore';
import { useGeminiSettings } from './ui/geminiApi/geminiSettings';
import { installPreloadRecovery } from './ui/shell/preloadRecovery';
import { startPersistingConfig } from './ui/store/persistConfig';
import { useSnapshotStore } from './ui/store/snapshotStore';
import './ui/styles.css';

/** Longest wait for an idle moment before the service worker is registered anyway. */
const SERVICE_WORKER_DELAY_MS = 3_000;

const root = document.getElementById('root');
if (!root) throw new Error('Promptscope: #root element missing from index.html');
installPreloadRecovery();
// What the stores keep in this browser is read here, before the first render, never on import.
startPersistingConfig();
useSnapshotStore.hydrate();
useGeminiSettings.hydrate();
useLinkStore.hydrate();
/** React's reports of render errors, with any key scrubbed out (see `scrubForDisplay`). */
const report = (error: unknown) =>
  console.error(scrubForDisplay(error instanceof Error ? error.message : String(error)));
createRoot(root, {
  onCaughtError: report,
  onUncaughtError: report,
  onRecoverableError: report,
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Offline reload and update prompts (production builds only). Registering starts precaching the
// whole app (about 10 MB, some of it compressed by the server on the fly), which competes with
// the first render for the CPU: it waits until the page is idle after the first paint.
if (import.meta.env.PROD) {
  const start = () =>
    void import('./ui/shell/serviceWorker').then(({ startServiceWorker }) => startServiceWorker());
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(start, { timeout: SERVICE_WORKER_DELAY_MS });
  } else {
    setTimeout(start, SERVICE_WORKER_DELAY_MS);
  }
}
