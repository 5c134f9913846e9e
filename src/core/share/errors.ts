/** Why a share link could not be opened, precisely enough to tell the user what to do. */

/** The kinds of decoding failure. */
export type ShareErrorKind =
  | 'empty'
  | 'too-large'
  | 'not-base64url'
  | 'truncated'
  | 'not-deflate'
  | 'not-json'
  | 'not-share-data'
  | 'unknown-version';

/** A decoding failure: a stable `kind` for code and a `message` for people. */
export interface ShareDecodeError {
  kind: ShareErrorKind;
  message: string;
}

/** Builds a {@link ShareDecodeError}. */
export function shareError(kind: ShareErrorKind, message: string): ShareDecodeError {
  return { kind, message };
}
