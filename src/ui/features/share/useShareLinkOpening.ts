import { useEffect } from 'react';
import { openLinkInAddressBar } from './openConfiguration';

/** Opens a share link found in the address bar at start-up and whenever the fragment changes. */
export function useShareLinkOpening(): void {
  useEffect(() => {
    openLinkInAddressBar();
    window.addEventListener('hashchange', openLinkInAddressBar);
    return () => window.removeEventListener('hashchange', openLinkInAddressBar);
  }, []);
}
