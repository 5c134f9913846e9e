import { useState } from 'react';
import type { ConfigurationOffer } from './linkStore';
import { useConfigStore } from '../../store/configStore';
import { canKeepPreviousWork } from './savedCopies';
import { Modal } from '../../lib/Modal';
import { acceptOffer, declineOffer } from './openConfiguration';
import { RepairList } from './RepairList';

/** Asks before a link or file replaces work that exists nowhere else. Escape keeps the work. */
export function OpenLinkDialog({ offer }: { offer: ConfigurationOffer }) {
  const what = offer.source === 'link' ? 'link' : 'file';
  // Checked once when the question opens: never promise a copy storage cannot hold.
  const [canKeep] = useState(() => canKeepPreviousWork(useConfigStore.getState().config));
  return (
    <Modal
      title="Open the shared configuration?"
      onClose={declineOffer}
      testId="open-link-dialog"
      role="alertdialog"
    >
      <p>
        This {what} holds a configuration that differs from your current work, and your current work
        has not been shared or exported.{' '}
        {canKeep
          ? 'If you open it, your current work is kept in this browser and one click brings it back.'
          : 'This browser’s storage is full, so your current work cannot be kept here: if you open it, your current work is lost unless you first use Export → Download configuration.'}
      </p>
      <RepairList repairs={offer.repairs} />
      <div className="share-dialog-actions">
        <button type="button" className="btn" data-autofocus onClick={declineOffer}>
          Keep my current work
        </button>
        <span className="share-spacer" />
        <button type="button" className="btn btn-primary" onClick={() => acceptOffer(offer)}>
          Open the shared configuration
        </button>
      </div>
    </Modal>
  );
}
