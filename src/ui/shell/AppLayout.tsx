import { lazy, Suspense, useEffect } from 'react';
import { ShareActions } from '../features/share/ShareActions';
import { ShareLinkStatus } from '../features/share/ShareLinkStatus';
import { SettingsButton } from '../features/gemini/SettingsButton';
import { PromptSlicesProvider } from '../features/preview/PromptSlices';
import { SaveSnapshotButton } from '../features/snapshots/SaveSnapshotButton';
import { SnapshotList } from '../features/snapshots/SnapshotList';
import { initialLoadNotices } from '../store/configStore';
import { initialSnapshotNotices } from '../store/snapshotStore';
import { useUiStore } from '../store/uiStore';
import { useUndoShortcuts } from '../store/useUndoShortcuts';
import { Header } from './Header';
import { Notices } from './Notices';
import { PromptView } from './PromptView';
import { useComparisonLinkOpening } from './useComparisonLinkOpening';
import { useEffectiveView, ViewTabs } from './ViewTabs';

const CompressionView = lazy(() => import('../features/compression/CompressionView'));
const ContextView = lazy(() => import('../features/context/ContextView'));
const CompareView = lazy(() => import('../features/compare/CompareView'));

/** Header, notices and the current view, under the deferred prompt slices (`PromptSlices`). */
export function AppLayout() {
  const view = useEffectiveView();
  useUndoShortcuts();
  useComparisonLinkOpening();
  useEffect(() => {
    const push = useUiStore.getState().pushNotice;
    initialLoadNotices.forEach((text) => push('warning', text));
    initialSnapshotNotices.forEach((text) => push('warning', text));
  }, []);
  return (
    <PromptSlicesProvider>
      <div className="app">
        <Header
          nav={<ViewTabs />}
          actions={
            <>
              <SaveSnapshotButton />
              <ShareActions />
              <SettingsButton />
            </>
          }
        />
        <Notices />
        <ShareLinkStatus />
        <main className="app-main">
          {view === 'prompt' && <PromptView />}
          <Suspense fallback={<p className="muted">Loading view…</p>}>
            {view === 'compression' && <CompressionView />}
            {view === 'context' && <ContextView />}
            {view === 'compare' && <CompareView aside={<SnapshotList />} />}
          </Suspense>
        </main>
      </div>
    </PromptSlicesProvider>
  );
}
