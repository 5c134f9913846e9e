import { useState } from 'react';
import {
  buildComparisonUrl,
  MAX_SHARE_PAYLOAD_LENGTH,
  SHARE_LINK_WARN_LENGTH,
} from '../../../core';
import { CopyButton } from '../../lib/CopyButton';
import { toLinkSide } from './sideKinds';
import type { CompareSide } from './sources';

/**
 * Builds a link that opens this comparison in the compare view: both sides, each as what it
 * is (a configuration, one switched to the other CLI version, or an imported text).
 */
export function ShareComparison({ a, b }: { a: CompareSide; b: CompareSide }) {
  const [url, setUrl] = useState<string | null>(null);
  const sideA = toLinkSide(a);
  const sideB = toLinkSide(b);
  const tooLong = url !== null && url.length > MAX_SHARE_PAYLOAD_LENGTH;
  return (
    <div className="share-comparison">
      <button
        type="button"
        className="btn"
        data-testid="share-comparison"
        onClick={() => setUrl(buildComparisonUrl(window.location.href, sideA, sideB))}
      >
        Link to this comparison
      </button>
      {url !== null && !tooLong && (
        <div className="share-comparison-link">
          <input
            className="field-input mono"
            readOnly
            value={url}
            aria-label="Comparison link"
            data-testid="comparison-link"
            onFocus={(e) => e.target.select()}
          />
          <CopyButton text={url} what="comparison link" />
          {url.length > SHARE_LINK_WARN_LENGTH && (
            <p className="field-hint compare-warning">
              This link is {url.length.toLocaleString('en-US')} characters long; some chat tools cut
              links this long. Save snapshots and export them to share a file instead.
            </p>
          )}
        </div>
      )}
      {tooLong && (
        <p className="error-text" role="alert">
          The two configurations are too large for a link ({url.length.toLocaleString('en-US')}{' '}
          characters). Export your snapshots to a file instead.
        </p>
      )}
    </div>
  );
}
