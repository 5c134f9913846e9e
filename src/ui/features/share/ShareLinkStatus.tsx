import { LinkStatusBanner } from './LinkStatusBanner';
import { useLinkStore } from './linkStore';
import { OpenLinkDialog } from './OpenLinkDialog';
import { useShareLinkOpening } from './useShareLinkOpening';
import './share.css';

/**
 * Opens share links (at start-up and on hashchange): asks before replacing unsaved work and
 * reports the outcome below the header. Mounted once by the app layout.
 */
export function ShareLinkStatus() {
  useShareLinkOpening();
  const pending = useLinkStore((s) => s.pending);
  const status = useLinkStore((s) => s.status);
  return (
    <>
      {pending && <OpenLinkDialog offer={pending} />}
      {status && (
        <div className="share-status-region">
          <LinkStatusBanner status={status} />
        </div>
      )}
    </>
  );
}
