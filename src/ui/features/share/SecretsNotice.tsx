import { describeSecretFindings, SECRET_LEFT_OUT, type SecretFinding } from '../../../core';

/** The credential-shaped strings a configuration holds, and what the link does with them. */
export interface SecretsChoice {
  findings: SecretFinding[];
  /** True when the link keeps them (the user chose to). */
  included: boolean;
  /** Makes the link again, keeping the strings or leaving them out. */
  onChange: (include: boolean) => void;
}

/**
 * Says which key-shaped strings the share link leaves out (or, when the user chose so, carries)
 * and where they are, with the button that changes the choice.
 */
export function SecretsNotice({ findings, included, onChange }: SecretsChoice) {
  const what = describeSecretFindings(findings);
  return (
    <div
      className={included ? 'share-warning' : 'share-secrets'}
      role={included ? 'alert' : 'status'}
      data-testid="share-secrets"
    >
      {included ? (
        <p>
          This link carries {what}. Anyone who gets the link can read them: share it only with
          people who may see those credentials.
        </p>
      ) : (
        <p>
          Left out of this link: {what}. Each is replaced by <code>{SECRET_LEFT_OUT}</code>; your
          own configuration keeps them.
        </p>
      )}
      <button type="button" className="btn" onClick={() => onChange(!included)}>
        {included ? 'Leave them out' : 'Include them in the link'}
      </button>
    </div>
  );
}
