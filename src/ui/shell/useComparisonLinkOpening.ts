import { useEffect } from 'react';
import { readComparisonFragment, type ComparisonDecodeResult } from '../../core';
import { loadLinkCodec } from '../lib/loadLinkCodec';
import { useUiStore } from '../store/uiStore';

/** Removes the `#cmp=…` fragment so a reload does not open the comparison again. */
function clearFragment(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

/**
 * Opens a comparison link (`#cmp=…`) in the compare view: its two configurations become A and
 * B; the current work is left untouched. A broken link says why and changes nothing.
 */
export function openComparisonInAddressBar(): void {
  const { hash } = window.location;
  if (readComparisonFragment(hash) === null) return;
  clearFragment();
  loadLinkCodec().then(
    ({ decodeComparisonLink }) => openComparison(decodeComparisonLink(hash)),
    () =>
      useUiStore
        .getState()
        .pushNotice(
          'error',
          'The comparison link could not be opened: the part of Promptscope that reads links could not be loaded. Reload to try again.',
        ),
  );
}

/** Shows a decoded comparison link in the compare view, or says why it cannot be. */
function openComparison(decoded: ComparisonDecodeResult): void {
  const { pushNotice, setView } = useUiStore.getState();
  if (decoded.error) {
    pushNotice('error', `The comparison link could not be opened: ${decoded.error.message}`);
    return;
  }
  useUiStore.getState().openLink({ a: decoded.a, b: decoded.b });
  setView('compare');
  const repaired = decoded.repairs.a.length + decoded.repairs.b.length;
  if (repaired > 0) {
    pushNotice(
      'warning',
      `The comparison link held ${repaired} setting${repaired === 1 ? '' : 's'} this version cannot use; they were reset to defaults.`,
    );
  }
}

/** Opens a comparison link found in the address bar at start-up and on every fragment change. */
export function useComparisonLinkOpening(): void {
  useEffect(() => {
    openComparisonInAddressBar();
    window.addEventListener('hashchange', openComparisonInAddressBar);
    return () => window.removeEventListener('hashchange', openComparisonInAddressBar);
  }, []);
}
