import { quotePosix, showControlCharacters } from '../../../../core';
import { CopyButton } from '../../../lib/CopyButton';

/**
 * A CLI argument as one POSIX shell word. A control character (which the state rules refuse in
 * paths and model ids) is shown escaped, so the copied line stays one command.
 */
function shellWord(arg: string): string {
  return quotePosix(showControlCharacters(arg));
}

/** The flags the shim passes to the Claude CLI instead of putting them in the prompt. */
export function ClaudeCliFlags({ flags }: { flags: readonly string[] }) {
  const command = ['claude', ...flags.map(shellWord)].join(' ');
  return (
    <section className="provider-block" aria-labelledby="claude-flags-title">
      <div className="provider-block-head">
        <h3 id="claude-flags-title">Claude CLI flags</h3>
        <CopyButton text={command} what="Claude command line" />
      </div>
      <pre className="provider-json provider-flags" data-testid="claude-cli-flags">
        {command}
      </pre>
      <p className="field-hint">
        Working directory and permission mode travel as flags, not as prompt text.
      </p>
    </section>
  );
}
