import { describeModelledRevision, modelledRevision, type CliVersion } from '../../../core';

/**
 * Says once, where the preview starts, what the preview is: our own wording of the CLI's
 * sections, with the real structure, order and sizes, and how to get the CLI's own text. The
 * revision named follows the CLI version selected.
 */
export function WordingNotice({ version = '2026-02' }: { version?: CliVersion }) {
  return (
    <aside className="wording-notice" aria-label="About this preview" data-testid="wording-notice">
      <p>
        <strong>Our wording of the CLI&apos;s sections</strong>, modelling the{' '}
        <span data-testid="modelled-revision">
          {describeModelledRevision(modelledRevision(version))}
        </span>
        ; structure, order and sizes follow the CLI.
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
