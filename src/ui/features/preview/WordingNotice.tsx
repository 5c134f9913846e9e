import {
  describeModelledRevision,
  isSeedsVersion,
  modelledRevision,
  type CliVersion,
} from '../../../core';

/**
 * Says once, where the preview starts, what the preview is: an imported text as pasted (its
 * file name in `imported`), a release's own prompt code run on this configuration, or
 * (2026-02) our own wording of the CLI's sections with the real structure, order and sizes,
 * and how to get the CLI's own text.
 */
export function WordingNotice({
  version = '2026-02',
  imported = null,
}: {
  version?: CliVersion;
  imported?: string | null;
}) {
  if (imported !== null) {
    return (
      <aside
        className="wording-notice"
        aria-label="About this preview"
        data-testid="wording-notice"
      >
        <p>
          <strong>The imported prompt</strong> (<span data-testid="imported-name">{imported}</span>
          ), shown as it was imported, less any parts switched off above. The controls do not change
          it; &ldquo;Show modeled prompt&rdquo; brings back the prompt they shape.
        </p>
      </aside>
    );
  }
  if (!isSeedsVersion(version)) {
    return (
      <aside
        className="wording-notice"
        aria-label="About this preview"
        data-testid="wording-notice"
      >
        <p>
          <strong>The CLI&apos;s own text, release {version}</strong>: the prompt code of{' '}
          <code>@google/gemini-cli-core</code> {version} (Apache-2.0), run on this configuration.
        </p>
      </aside>
    );
  }
  return (
    <aside className="wording-notice" aria-label="About this preview" data-testid="wording-notice">
      <p>
        <strong>Our wording of the 2026-02 revision</strong>, modelling the{' '}
        <span data-testid="modelled-revision">
          {describeModelledRevision(modelledRevision(version))}
        </span>
        ; structure, order and sizes follow the CLI. No published release carries that revision.
      </p>
      <details>
        <summary>How to get the real text</summary>
        <p>
          Start the real CLI once with <code>GEMINI_WRITE_SYSTEM_MD=1 gemini</code> (or set it to a
          file path): it writes the exact prompt it sends to <code>.gemini/system.md</code> in the
          folder you run it from. Export → Copy shell lines… gives the variables that set up the
          same configuration.
        </p>
      </details>
    </aside>
  );
}
