import {
  isSplitKnown,
  readComparisonFragment,
  readShareFragment,
  type PlaygroundState,
} from '../../../core';
import { prepareImportedText } from '../../../workers/importedPrompt/client';
import { nextTask } from '../../lib/nextTask';
import { loadLinkCodec } from '../../lib/loadLinkCodec';
import { useConfigStore } from '../../store/configStore';
import { useUiStore } from '../../store/uiStore';
import { decideOpening, isDefaultConfiguration } from './linkDecision';
import { useLinkStore, type ConfigurationOffer, type OfferSource } from './linkStore';
import { loadPreviousWork, loadSharedCopy, savePreviousWork } from './savedCopies';

/** Replaces the current work with the offer, keeping the old work one click away. */
export function acceptOffer(offer: ConfigurationOffer): void {
  const { config, replace } = useConfigStore.getState();
  const links = useLinkStore.getState();
  const previousKept = !isDefaultConfiguration(config) && savePreviousWork(config);
  replace(offer.state);
  links.setPending(null);
  if (previousKept) links.setHasPreviousWork(true);
  links.setStatus({ kind: 'opened', source: offer.source, repairs: offer.repairs, previousKept });
}

/** Declines the pending offer: the current work stays as it is. */
export function declineOffer(): void {
  const links = useLinkStore.getState();
  const source = links.pending?.source ?? 'link';
  links.setPending(null);
  links.setStatus({ kind: 'kept', source });
}

/** Opens the offer at once when nothing would be lost; otherwise asks first. */
export function offerConfiguration(offer: ConfigurationOffer): void {
  const links = useLinkStore.getState();
  const decision = decideOpening(useConfigStore.getState().config, offer.state, loadSharedCopy());
  if (decision === 'ask') {
    links.setStatus(null);
    links.setPending(offer);
  } else if (decision === 'replace') acceptOffer(offer);
  else {
    links.setPending(null);
    links.setStatus({ kind: 'unchanged', source: offer.source, repairs: offer.repairs });
  }
}

/** Shows why a link or file could not be opened; the current work is untouched. */
export function reportOpeningError(source: OfferSource, message: string): void {
  useLinkStore.getState().setStatus({ kind: 'error', source, message });
}

/** Brings back the work last replaced by a link or file; the replacing one is kept instead. */
export function restorePreviousWork(): void {
  const previous = loadPreviousWork();
  const links = useLinkStore.getState();
  if (previous === null) {
    links.setHasPreviousWork(false);
    useUiStore.getState().pushNotice('error', 'No previous work is kept in this browser.');
    return;
  }
  const { config, replace } = useConfigStore.getState();
  savePreviousWork(config);
  replace(previous);
  links.setStatus({ kind: 'restored' });
}

/** Removes the fragment from the address bar so a reload does not open the link again. */
function clearFragment(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

/**
 * The state with its imported text (if any) split and hashed in the import worker, as an
 * import from a file is: showing a 2 MB imported text then splits and hashes nothing here.
 * The worker's copy replaces the link's (the same text) so every cache finds it at once.
 */
async function withImportPrepared(state: PlaygroundState): Promise<PlaygroundState> {
  const imported = state.importedPrompt;
  if (!imported || imported.text === '' || isSplitKnown(imported.text)) return state;
  const prepared = await prepareImportedText(imported.text, imported.fileName || 'the import');
  await nextTask();
  return prepared.ok && prepared.text === imported.text
    ? { ...state, importedPrompt: { ...imported, text: prepared.text } }
    : state;
}

/** Handles the share fragment of the current address, if any (on load and on hashchange). */
export function openLinkInAddressBar(): void {
  const { hash } = window.location;
  if (hash === '' || hash === '#') return;
  // A comparison link (`#cmp=…`) is opened by the app shell (useComparisonLinkOpening).
  if (readComparisonFragment(hash) !== null) return;
  if (readShareFragment(hash) === null) {
    clearFragment();
    const shown = hash.length > 60 ? `${hash.slice(0, 57)}…` : hash;
    reportOpeningError(
      'link',
      `its fragment “${shown}” holds no configuration (a Promptscope link ends in #s=…), so it was not read.`,
    );
    return;
  }
  clearFragment();
  loadLinkCodec().then(
    ({ decodeShareState }) => {
      const decoded = decodeShareState(hash);
      if (decoded.error) reportOpeningError('link', decoded.error.message);
      else
        void withImportPrepared(decoded.state).then((state) =>
          offerConfiguration({ state, repairs: decoded.repairs, source: 'link' }),
        );
    },
    () =>
      reportOpeningError(
        'link',
        'the part of Promptscope that reads links could not be loaded (offline before it was cached?). Reload to try again; the link was not read.',
      ),
  );
}
