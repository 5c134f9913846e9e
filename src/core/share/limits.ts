/** Size limits of share payloads (they guard against oversized links and zip bombs). */

/** Longest payload accepted, in base64url characters (about 1.5 MB of deflated data). */
export const MAX_SHARE_PAYLOAD_LENGTH = 2_000_000;

/** Largest inflated JSON accepted, in bytes; inflating stops as soon as it is exceeded. */
export const MAX_SHARE_INFLATED_BYTES = 8 * 1024 * 1024;

/** Links longer than this may be cut by chat tools; offer a file instead. */
export const SHARE_LINK_WARN_LENGTH = 8_000;
