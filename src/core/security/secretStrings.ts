/**
 * Strings shaped like credentials, found in text a user imported (histories, memory, workspace
 * files, templates) so the app can say what a link or an export would carry and leave them out.
 * Shapes only: a match is a string that looks like a key, not a proof that it is one.
 */

/** The kinds of credential recognised, each by its public format. */
export const SECRET_KINDS = {
  'google-api-key': 'Google API key',
  'openai-key': 'OpenAI or Anthropic key',
  'github-token': 'GitHub token',
  'aws-access-key': 'AWS access key id',
  'slack-token': 'Slack token',
  'private-key': 'private key block',
} as const;

export type SecretKind = keyof typeof SECRET_KINDS;

/** What stands in for a secret left out of a link, an export or a sample summary. */
export const SECRET_LEFT_OUT = '[secret left out]';

/**
 * One alternation, each branch a fixed prefix and a bounded run of one character class, so a
 * scan is linear in the text's length. Named groups say which kind matched.
 */
const SECRET_PATTERN = new RegExp(
  [
    '(?<google>AIza[0-9A-Za-z_-]{35})',
    '(?<openai>sk-(?:ant-|proj-)?[A-Za-z0-9_-]{20,200})',
    '(?<github>(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{60,255}))',
    '(?<aws>(?:AKIA|ASIA)[0-9A-Z]{16})',
    '(?<slack>xox[abprs]-[A-Za-z0-9-]{10,200})',
    '(?<pem>-----BEGIN [A-Z ]{0,40}PRIVATE KEY-----[^-]{0,20000}-----END [A-Z ]{0,40}PRIVATE KEY-----)',
  ].join('|'),
  'g',
);

const KIND_OF_GROUP: Record<string, SecretKind> = {
  google: 'google-api-key',
  openai: 'openai-key',
  github: 'github-token',
  aws: 'aws-access-key',
  slack: 'slack-token',
  pem: 'private-key',
};

/** One credential-shaped string in a text. */
export interface SecretMatch {
  kind: SecretKind;
  start: number;
  end: number;
}

/** Every credential-shaped string in `text`, in order. Pure; linear in the text's length. */
export function findSecretStrings(text: string): SecretMatch[] {
  const found: SecretMatch[] = [];
  for (const match of text.matchAll(SECRET_PATTERN)) {
    const group = Object.entries(match.groups ?? {}).find(([, value]) => value !== undefined);
    const kind = group ? KIND_OF_GROUP[group[0]] : undefined;
    if (kind) found.push({ kind, start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** `text` with every credential-shaped string replaced by {@link SECRET_LEFT_OUT}. */
export function leaveOutSecretStrings(text: string): string {
  return text.replace(SECRET_PATTERN, SECRET_LEFT_OUT);
}
