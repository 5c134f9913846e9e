import { useQuery } from '@tanstack/react-query';
import { isReleaseVersion } from '../../core';
import { releaseTextQuery } from '../prompt/promptTexts';
import { useDelayedFlag } from '../lib/useDelayedFlag';

/** Loading shows only after this long: a cached chunk arrives well within it. */
const SHOW_LOADING_AFTER_MS = 150;

/**
 * Whether release `version`'s own text has arrived: nothing once it has (or for 2026-02,
 * which is ours), "loading" while its chunk is on its way, and a failed load's reason with a
 * retry. The configuration is never touched: the prompt shown stays until the text arrives.
 */
export function ReleaseTextStatus({ version }: { version: string }) {
  const release = isReleaseVersion(version);
  const query = useQuery({ ...releaseTextQuery(version), enabled: release });
  const slow = useDelayedFlag(release && query.isPending, SHOW_LOADING_AFTER_MS);
  if (!release) return null;
  if (query.isError) {
    return (
      <div className="notice notice-error" role="alert" data-testid="release-text-error">
        <p>
          {query.error.message} The prompt on screen is the one shown before the switch; your
          configuration is kept.
        </p>
        <button type="button" onClick={() => void query.refetch()}>
          Retry loading release {version}
        </button>
      </div>
    );
  }
  if (query.isPending && slow) {
    return (
      <p className="muted" role="status" data-testid="release-text-loading">
        Loading the CLI&apos;s own text, release {version}…
      </p>
    );
  }
  return null;
}
