import { lazy, Suspense } from 'react';
import { ViewErrorBoundary } from '../components/ViewErrorBoundary';
import { ShareActions } from '../features/share/ShareActions';
import { ShareLinkStatus } from '../features/share/ShareLinkStatus';
import { SettingsButton } from '../features/gemini/SettingsButton';
import { PromptSlicesProvider } from '../features/preview/PromptSlices';
import { useUndoShortcuts } from '../store/useUndoShortcuts';
import { Header } from './Header';
import { Notices } from './Notices';
import { PromptView } from './PromptView';
import { useEffectiveView, ViewTabs } from './ViewTabs';

const CompressionView = lazy(() => import('../features/compression/CompressionView'));
const ContextView = lazy(() => import('../features/context/ContextView'));

/** Header, notices and the current view, under the deferred prompt slices (`PromptSlices`). */
export function AppLayout() {
  const view = useEffectiveView();
  useUndoShortcuts();
  return (
    <PromptSlicesProvider>
      <div className="app">
        <Header
          nav={<ViewTabs />}
          actions={
            <>
              <ShareActions />
              <SettingsButton />
            </>
          }
        />
        <Notices />
        <ShareLinkStatus />
        <main className="app-main">
          {view === 'prompt' && <PromptView />}
          {view !== 'prompt' && (
            // Keyed by view: a failed view keeps its error in its own place only.
            <ViewErrorBoundary
              key={view}
              view={view === 'compression' ? 'Compression' : 'Turn & context'}
            >
              <Suspense fallback={<p className="muted">Loading view…</p>}>
                {view === 'compression' && <CompressionView />}
                {view === 'context' && <ContextView />}
              </Suspense>
            </ViewErrorBoundary>
          )}
        </main>
      </div>
    </PromptSlicesProvider>
  );
}
