import { SHARE_LINK_WARN_LENGTH, type PlaygroundState } from '../../../core';
import { SecretsNotice, type SecretsChoice } from './SecretsNotice';
import type { CopyOutcome } from '../../lib/clipboard';
import { CopyField } from './CopyField';
import { Modal } from '../../lib/Modal';
import { saveConfigurationFile } from './saveConfigurationFile';

interface ShareDialogProps {
  link: string;
  /** The configuration the link holds (offered as a file when the link is long). */
  state: PlaygroundState;
  copied: CopyOutcome;
  /** Credential-shaped strings found in the configuration, and whether the link keeps them. */
  secrets?: SecretsChoice;
  onClose: () => void;
}

const count = new Intl.NumberFormat('en-US');

/** The share link, its length, and a file instead when the link is too long for chat tools. */
export function ShareDialog({ link, state, copied, secrets, onClose }: ShareDialogProps) {
  const long = link.length > SHARE_LINK_WARN_LENGTH;
  const hasSecrets = (secrets?.findings.length ?? 0) > 0;
  return (
    <Modal title="Share this configuration" onClose={onClose} testId="share-dialog">
      <p className="share-hint">
        The link carries the whole configuration in its fragment (after <code>#</code>), which
        browsers never send to a server. It works offline and never expires. Your Gemini API key is
        not in it.
      </p>
      {secrets && hasSecrets && <SecretsNotice {...secrets} />}
      <CopyField key={link} label="Share link" text={link} what="link" initialOutcome={copied} />
      <p className="share-length" data-testid="share-link-length">
        Link length: {count.format(link.length)} characters
      </p>
      {long && (
        <div className="share-warning" role="alert">
          <p>
            This link is longer than {count.format(SHARE_LINK_WARN_LENGTH)} characters: some chat
            tools and mail clients cut long links, and a cut link does not open. Share the same
            configuration as a file instead; Promptscope opens it with Export → Open configuration
            file.
          </p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => saveConfigurationFile(state)}
          >
            Download .promptscope.json
          </button>
        </div>
      )}
      <div className="share-dialog-actions">
        {!long && (
          <button type="button" className="btn" onClick={() => saveConfigurationFile(state)}>
            Download as file
          </button>
        )}
        <span className="share-spacer" />
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Done
        </button>
      </div>
    </Modal>
  );
}
