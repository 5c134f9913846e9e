import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CLI_PACKAGE_NOTICE } from '../../../releases/notices';
import type { PackageNotice } from '../../../releases/types';
import { NOTED_RELEASES } from './useReleaseNotes';

/**
 * The package's licence as the newest release ships it (written by the install step, see
 * src/releases/notices.ts), fetched when first asked for.
 */
function loadNotice(): Promise<PackageNotice> {
  return import('../../../releases').then(({ loadPackageNotice }) => loadPackageNotice());
}

function LicenceText() {
  const notice = useQuery({
    queryKey: ['cli-package-notice'],
    queryFn: loadNotice,
    staleTime: Infinity,
    retry: false,
  });
  if (notice.isPending) {
    return (
      <p className="muted" role="status">
        Loading the licence…
      </p>
    );
  }
  if (notice.isError) {
    return (
      <div className="notice notice-error" role="alert">
        <p>The licence text did not load ({notice.error.message}).</p>
        <button type="button" className="btn btn-small" onClick={() => void notice.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const { packageName, version, license, licenseText } = notice.data;
  return (
    <>
      <p className="muted">
        {license}, as {packageName} {version} ships it in its LICENSE file:
      </p>
      {/* Text, never HTML: the package's file is shown as it is. */}
      <pre className="rn-licence" data-testid="package-licence-text" tabIndex={0}>
        {licenseText}
      </pre>
    </>
  );
}

/**
 * Where the releases' text comes from: the package, the releases bundled from it, its licence
 * and, on request, the licence's full text (loaded only then).
 */
export function PackageNoticeSection() {
  const [open, setOpen] = useState(false);
  const { packageName, license, copyright, url, use } = CLI_PACKAGE_NOTICE;
  return (
    <section className="rn-source" aria-labelledby="rn-source-title" data-testid="package-notice">
      <h3 id="rn-source-title">Where the text comes from</h3>
      <p>{use}</p>
      <dl className="rn-source-facts">
        <dt>Package</dt>
        <dd>
          <a href={url} target="_blank" rel="noreferrer noopener">
            {packageName}
          </a>
        </dd>
        <dt>Releases bundled</dt>
        <dd>{NOTED_RELEASES.join(', ')}</dd>
        <dt>Licence</dt>
        <dd>
          {license} ({copyright})
        </dd>
      </dl>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>The licence in full</summary>
        {open && <LicenceText />}
      </details>
    </section>
  );
}
