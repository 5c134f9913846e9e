import { lazyChunk, whileReloading } from '../lib/whileReloading';
import { Suspense, useDeferredValue, useEffect } from 'react';
import { retryableLazy } from '../lib/retryableLazy';
import { ViewErrorBoundary } from '../components/ViewErrorBoundary';
import { ShareActions } from '../features/share/ShareActions';
import { ShareLinkStatus } from '../features/share/ShareLinkStatus';
import { SettingsButton } from '../features/gemini/SettingsButton';
import { loadLegacyWording } from '../prompt/promptTexts';
import { PromptSlicesProvider } from '../prompt/PromptSlices';
import { SaveSnapshotButton } from '../features/snapshots/SaveSnapshotButton';
import { showSnapshotLoadNotices } from '../store/snapshotNotices';
import type { ViewId } from '../store/uiStore';
import { useUndoShortcuts } from '../store/useUndoShortcuts';
import { Header } from './Header';
import { Notices } from './Notices';
import { PromptView } from './PromptView';
import { UndoRedoButtons } from './UndoRedoButtons';
import { useComparisonLinkOpening } from './useComparisonLinkOpening';
import { useImportedForCompare } from './useImportedForCompare';
import { useEffectiveView, ViewTabs } from './ViewTabs';

const compression = retryableLazy(() =>
  lazyChunk(import('../features/compression/CompressionView')),
);
const session = retryableLazy(() => lazyChunk(import('../features/session/SessionView')));
const context = retryableLazy(() => lazyChunk(import('../features/context/ContextView')));
/** Compare sides and snapshots may be of any version: they wait for the on-demand wording too. */
const withWording = <T,>(view: Promise<T>): Promise<T> =>
  Promise.all([view, loadLegacyWording().catch(() => null)]).then(([module]) =>
    whileReloading(module),
  );
const releaseNotes = retryableLazy(() =>
  lazyChunk(import('../features/releaseNotes/ReleaseNotesView')),
);
const compare = retryableLazy(() => withWording(import('../features/compare/CompareView')));
const snapshots = retryableLazy(() =>
  withWording(import('../features/snapshots/SnapshotList')).then((m) => ({
    default: m.SnapshotList,
  })),
);

/** Each lazy view, ready to load again after its code failed to arrive (offline). */
const LAZY_VIEWS: Record<Exclude<ViewId, 'prompt'>, { retry: () => void }> = {
  compression,
  session,
  context,
  compare: { retry: () => (compare.retry(), snapshots.retry()) },
  releases: releaseNotes,
};

/** Each lazy view's name as its tab shows it (for its own error message). */
const VIEW_NAMES: Record<Exclude<ViewId, 'prompt'>, string> = {
  compression: 'Compression',
  session: 'Session cost',
  context: 'Turn & context',
  compare: 'Compare',
  releases: 'Release notes',
};

/** The compare view with the snapshot list beside it and the import (if any) as a source. */
function CompareWithSources() {
  const imported = useImportedForCompare();
  return <compare.View aside={<snapshots.View />} imported={imported} />;
}

/**
 * The view chosen in the tabs. Only this part follows the choice: a switch re-renders the tabs
 * and the view, not the header's actions and the notices. The view itself follows in a
 * background render (a deferred value), which React works through in short slices while the
 * tab already shows as current; the commit that swaps the views (the leaving view's editors
 * disposed) and the new view's effects then run as tasks of their own, not in the click's.
 */
function CurrentView() {
  const view = useDeferredValue(useEffectiveView());
  if (view === 'prompt') return <PromptView />;
  return (
    // Keyed by view: a failed view keeps its error in its own place only.
    <ViewErrorBoundary key={view} view={VIEW_NAMES[view]} onRetry={LAZY_VIEWS[view].retry}>
      <Suspense fallback={<p className="muted">Loading view…</p>}>
        {view === 'compression' && <compression.View />}
        {view === 'session' && <session.View />}
        {view === 'context' && <context.View />}
        {view === 'compare' && <CompareWithSources />}
        {view === 'releases' && <releaseNotes.View />}
      </Suspense>
    </ViewErrorBoundary>
  );
}

/** Header, notices and the current view, under the deferred prompt slices (`PromptSlices`). */
export function AppLayout() {
  useUndoShortcuts();
  useComparisonLinkOpening();
  useEffect(showSnapshotLoadNotices, []);
  return (
    <PromptSlicesProvider>
      <div className="app">
        <Header
          nav={<ViewTabs />}
          actions={
            <>
              <UndoRedoButtons />
              <SaveSnapshotButton />
              <ShareActions />
              <SettingsButton />
            </>
          }
        />
        <Notices />
        <ShareLinkStatus />
        <main className="app-main">
          <CurrentView />
        </main>
      </div>
    </PromptSlicesProvider>
  );
}
