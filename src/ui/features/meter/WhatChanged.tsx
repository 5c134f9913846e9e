import { lazy, Suspense, useState } from 'react';
import { CURRENT_WORK, versionSourceId } from '../../store/compareSlice';
import { useUiStore } from '../../store/uiStore';
import { useDeferredPromptSlices } from '../../prompt/PromptSlices';

/** The comparison's code (a second render, the part diff) loads when the panel first opens. */
const VersionComparison = lazy(() => import('./VersionComparison'));

/** Opens the compare view on this configuration in 2026-02 (A) against the current work (B). */
export function openInCompare(): void {
  useUiStore.getState().setSources({ a: versionSourceId('2026-02'), b: CURRENT_WORK });
  useUiStore.getState().setView('compare');
}

/**
 * "What changed since 2026-02", collapsed by default: the comparison (a second render and
 * count) runs only while it is open, so typing never pays for it otherwise. The compare view
 * shows the same two prompts in full (diff, prefix, settings): "Open in compare".
 */
export function WhatChanged() {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="what-changed"
      data-testid="what-changed"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>What changed since 2026-02</summary>
      {open && (
        <>
          <Suspense fallback={<p className="muted">Counting both versions…</p>}>
            <OpenComparison />
          </Suspense>
          <button
            type="button"
            className="btn btn-small"
            data-testid="what-changed-compare"
            onClick={openInCompare}
          >
            Open in compare
          </button>
        </>
      )}
    </details>
  );
}

/** The comparison of the preview's (deferred) configuration, once its code has loaded. */
function OpenComparison() {
  return <VersionComparison slices={useDeferredPromptSlices()} />;
}
