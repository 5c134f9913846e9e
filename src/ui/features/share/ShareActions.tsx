import { lazy, Suspense, useState } from 'react';
import type { PlaygroundState } from '../../../core';
import { loadLinkCodec } from '../../lib/loadLinkCodec';
import { useConfigStore } from '../../store/configStore';
import { copyText, type CopyOutcome } from '../../lib/clipboard';
import { ExportMenu } from './ExportMenu';
import { rememberSharedCopy } from './savedCopies';
import './share.css';

/** Loaded when a link is made: the first render does not need it. */
const ShareDialog = lazy(() => import('./ShareDialog').then((m) => ({ default: m.ShareDialog })));

interface Shared {
  link: string;
  state: PlaygroundState;
  copied: CopyOutcome;
}

/** Header actions: Share (a link copied to the clipboard) and the Export menu. */
export function ShareActions() {
  const [shared, setShared] = useState<Shared | null>(null);

  const share = async () => {
    const state = useConfigStore.getState().config;
    // Warmed when the pointer or focus reaches the button, so the click's gesture still holds.
    const { buildShareUrl } = await loadLinkCodec();
    const link = buildShareUrl(window.location.href, state);
    // Copy inside the click so the browser sees a user gesture.
    const copied = await copyText(link);
    if (copied.ok) rememberSharedCopy(state);
    setShared({ link, state, copied });
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        aria-haspopup="dialog"
        data-testid="share-button"
        onPointerEnter={() => void loadLinkCodec()}
        onFocus={() => void loadLinkCodec()}
        onClick={() => void share()}
      >
        Share
      </button>
      <ExportMenu />
      {shared && (
        <Suspense fallback={null}>
          <ShareDialog
            link={shared.link}
            state={shared.state}
            copied={shared.copied}
            onClose={() => setShared(null)}
          />
        </Suspense>
      )}
    </>
  );
}
