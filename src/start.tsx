import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  isSeedsVersion,
  PLAYGROUND_CLI_VERSIONS,
  startNeedsReleaseLegacy,
  startPromptTexts,
} from './core';
import { App } from './ui/App';
import { scrubForDisplay } from './ui/lib/scrub';
import { whenIdle } from './ui/lib/whenIdle';
import { whenQuiet } from './ui/lib/whenQuiet';
import { useLinkStore } from './ui/features/share/linkStore';
import { useGeminiSettings } from './ui/geminiApi/geminiSettings';
import {
  loadLegacyWording,
  loadReleaseLegacyText,
  loadReleaseText,
  loadWholeReleaseText,
} from './ui/prompt/promptTexts';
import { installPreloadRecovery } from './ui/shell/preloadRecovery';
import { subscribeConfigChanges, useConfigStore } from './ui/store/configStore';
import { startPersistingConfig } from './ui/store/persistConfig';
import { useSnapshotStore } from './ui/store/snapshotStore';
import './ui/styles.css';

/**
 * How long the page must be left alone (no key, click or scroll) before the service worker is
 * registered, which starts precaching the app.
 */
const SERVICE_WORKER_QUIET_MS = 5_000;
/** Longest wait for an idle moment before the on-demand prompt wording is loaded anyway. */
const WORDING_DELAY_MS = 1_000;

/**
 * The on-demand texts the restored configuration's prompt needs (ui/prompt/promptTexts.ts):
 * its release's own text (with the release's legacy snippets when its model is of that
 * family, which only the release's own text can tell), and our wording for 2026-02 and the
 * legacy family's modelled parts.
 */
function startTexts(): Promise<unknown>[] {
  const config = useConfigStore.getState().config;
  const { release, legacyWording } = startPromptTexts(config);
  const withLegacy = (version: string) =>
    loadReleaseText(version).then((text) =>
      startNeedsReleaseLegacy(useConfigStore.getState().config, text)
        ? loadReleaseLegacyText(version)
        : text,
    );
  return [
    ...(release !== null ? [withLegacy(release)] : []),
    ...(legacyWording ? [loadLegacyWording()] : []),
  ];
}

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
const renderApp = () =>
  createRoot(root, {
    onCaughtError: report,
    onUncaughtError: report,
    onRecoverableError: report,
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The first render waits for the texts the restored prompt needs (its release's chunk, loaded
// beside this code; our wording for 2026-02 or the legacy family), so its first figures are
// exact; the static shell's figure stays on screen meanwhile. A failed load renders anyway: the
// version control shows the reason with a retry. Our wording, when not needed now, loads once
// the page is idle.
const texts = startTexts();
if (texts.length > 0) {
  void Promise.allSettled(texts).then(renderApp);
} else {
  renderApp();
}
// Every release's code (its text, legacy snippets and tool declarations: about 50 KB gzip per
// distinct text) loads at idle too, so a switch of release or of model family waits for its
// counts only; a failed one is tried again when needed.
whenIdle(
  () => {
    void loadLegacyWording().catch(() => undefined);
    for (const version of PLAYGROUND_CLI_VERSIONS) {
      if (!isSeedsVersion(version)) void loadWholeReleaseText(version).catch(() => undefined);
    }
  },
  WORDING_DELAY_MS,
  WORDING_DELAY_MS,
);

// Offline reload and update prompts (production builds only). Registering starts precaching the
// whole app (about 10 MB, some of it compressed by the server on the fly), which competes with
// the page for the CPU: measured on 2 cores, a keystroke that costs 30 ms of the main thread's
// time took 77 ms while the service worker's thread and the thread pool were busy precaching.
// It therefore waits for a quiet moment: after the first render, and not while the user works,
// whether by keys and pointer or by changes of the configuration from anywhere (each change is
// counted and rendered again, on both cores).
if (import.meta.env.PROD) {
  whenQuiet(
    () =>
      void import('./ui/shell/serviceWorker').then(({ startServiceWorker }) =>
        startServiceWorker(),
      ),
    SERVICE_WORKER_QUIET_MS,
    document,
    subscribeConfigChanges,
  );
}
