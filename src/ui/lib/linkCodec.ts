/**
 * The link codec (deflate, base64url, state repair). Loaded on demand through
 * `loadLinkCodec` so it stays out of the first render: opening a link and making one are its
 * only callers, both after the first paint.
 */
export { buildShareUrl, decodeComparisonLink, decodeShareState } from '../../core';
