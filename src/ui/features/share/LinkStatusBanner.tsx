import { useLinkStore, type OpeningStatus } from './linkStore';
import { restorePreviousWork } from './openConfiguration';
import { RepairList } from './RepairList';

function message(status: OpeningStatus): string {
  const what = 'source' in status && status.source === 'file' ? 'file' : 'link';
  switch (status.kind) {
    case 'opened':
      return status.previousKept
        ? `Opened the configuration from the ${what}. Your previous work is kept in this browser.`
        : `Opened the configuration from the ${what}.`;
    case 'unchanged':
      return `The ${what} holds the configuration that is already open; nothing changed.`;
    case 'kept':
      return `Kept your current work; the shared configuration was not opened.`;
    case 'error':
      return `This ${what} could not be opened: ${status.message} Your current work is unchanged.`;
    case 'restored':
      return 'Your previous work is back. The configuration it replaced is kept, one click away in Export.';
  }
}

/** What happened to the last link or file: opened (with repairs and restore), kept, or why not. */
export function LinkStatusBanner({ status }: { status: OpeningStatus }) {
  const setStatus = useLinkStore((s) => s.setStatus);
  const tone = status.kind === 'error' ? 'error' : status.kind === 'kept' ? 'info' : 'success';
  const repairs = status.kind === 'opened' || status.kind === 'unchanged' ? status.repairs : [];
  return (
    <div
      className={`notice notice-${tone} share-status`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="link-status"
    >
      <div className="share-status-text">
        <span>{message(status)}</span>
        <RepairList repairs={repairs} />
      </div>
      <div className="share-status-actions">
        {status.kind === 'opened' && status.previousKept && (
          <button type="button" className="btn" onClick={restorePreviousWork}>
            Restore my previous work
          </button>
        )}
        <button
          type="button"
          className="btn btn-ghost"
          aria-label="Dismiss"
          onClick={() => setStatus(null)}
        >
          ×
        </button>
      </div>
    </div>
  );
}
