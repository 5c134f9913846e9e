import { lazy, Suspense, useEffect } from 'react';
import { ShareActions } from '../features/share/ShareActions';
import { ShareLinkStatus } from '../features/share/ShareLinkStatus';
import { SettingsButton } from '../features/gemini/SettingsButton';
import { PromptSlicesProvider } from '../features/preview/PromptSlices';
import { initialLoadNotices } from '../store/configStore';
import { useUiStore } from '../store/uiStore';
import { useUndoShortcuts } from '../store/useUndoShortcuts';
import { Header } from './Header';
import { Notices } from './Notices';
import { PromptView } from './PromptView';
import { UndoRedoButtons } from './UndoRedoButtons';
import { useEffectiveView, ViewTabs } from './ViewTabs';

const CompressionView = lazy(() => import('../features/compression/CompressionView'));
const ContextView = lazy(() => import('../features/context/ContextView'));

/** Header, notices and the current view, under the deferred prompt slices (`PromptSlices`). */
export function AppLayout() {
  const view = useEffectiveView();
  useUndoShortcuts();
  useEffect(() => {
    const push = useUiStore.getState().pushNotice;
    initialLoadNotices.forEach((text) => push('warning', text));
  }, []);
  return (
    <PromptSlicesProvider>
      <div className="app">
        <Header
          nav={<ViewTabs />}
          actions={
            <>
              <UndoRedoButtons />
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
          </Suspense>
        </main>
      </div>
    </PromptSlicesProvider>
  );
}
