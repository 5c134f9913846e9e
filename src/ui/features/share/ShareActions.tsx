import { lazy, Suspense, useState } from 'react';
import {
  findSecretsInState,
  leaveOutSecrets,
  type PlaygroundState,
  type SecretFinding,
} from '../../../core';
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
  /** The configuration the link holds (without the secrets unless the user kept them). */
  state: PlaygroundState;
  copied: CopyOutcome;
  /** Credential-shaped strings of the configuration (none: the link is the whole state). */
  findings: SecretFinding[];
  /** Whether the link keeps those strings (only after the user asked for it). */
  secretsIncluded: boolean;
}

/** Header actions: Share (a link copied to the clipboard) and the Export menu. */
export function ShareActions() {
  const [shared, setShared] = useState<Shared | null>(null);

  /**
   * Makes the link and copies it. Credential-shaped strings (an API key pasted in a history, a
   * token in a workspace file) are left out unless `includeSecrets`: a link is read by whoever
   * receives it, so keeping them is the user's explicit choice in the dialog.
   */
  const share = async (includeSecrets = false) => {
    const config = useConfigStore.getState().config;
    const findings = findSecretsInState(config);
    const state = findings.length > 0 && !includeSecrets ? leaveOutSecrets(config) : config;
    // Warmed when the pointer or focus reaches the button, so the click's gesture still holds.
    const { buildShareUrl } = await loadLinkCodec();
    const link = buildShareUrl(window.location.href, state);
    // Copy inside the click so the browser sees a user gesture.
    const copied = await copyText(link);
    if (copied.ok) rememberSharedCopy(state);
    setShared({ link, state, copied, findings, secretsIncluded: includeSecrets });
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
            secrets={{
              findings: shared.findings,
              included: shared.secretsIncluded,
              onChange: (include) => void share(include),
            }}
            onClose={() => setShared(null)}
          />
        </Suspense>
      )}
    </>
  );
}
