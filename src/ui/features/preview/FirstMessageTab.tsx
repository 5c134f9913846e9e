import { FirstMessageDate } from './FirstMessageDate';
import { useFirstMessage } from '../../prompt/useFirstMessage';

/** The first user message (environment context), read-only. */
export function FirstMessageTab() {
  const { text, error } = useFirstMessage();
  if (error) {
    return (
      <p className="notice notice-error" role="alert">
        The first message could not be built: {error}. Check the environment settings (date, locale,
        workspace directories).
      </p>
    );
  }
  return (
    <div className="first-message">
      <p className="muted first-message-note">
        Sent by the CLI as the first user turn, before your first command.
      </p>
      <FirstMessageDate />
      <pre
        className="first-message-text"
        tabIndex={0}
        aria-label="First user message"
        data-testid="first-message"
      >
        {text}
      </pre>
    </div>
  );
}
