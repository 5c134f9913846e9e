/** Public API of the share codec: versioned URL payloads that never throw on decode. */
export type { ShareDecodeResult } from './codec';
export {
  SHARE_SCHEMA_VERSION,
  SHARE_MIGRATIONS,
  encodeShareState,
  decodeShareState,
  buildShareUrl,
} from './codec';
export type { ShareDecodeError, ShareErrorKind } from './errors';
export {
  MAX_SHARE_PAYLOAD_LENGTH,
  MAX_SHARE_INFLATED_BYTES,
  SHARE_LINK_WARN_LENGTH,
} from './limits';
export { SHARE_FRAGMENT_KEY, readShareFragment, extractSharePayload } from './shareUrl';
export { packSharePayload, unpackSharePayload } from './payload';
export { COMPARE_FRAGMENT_KEY, readComparisonFragment, readFragmentParam } from './shareUrl';
export type { ComparisonSide, ComparisonSideSource, ComparisonDecodeResult } from './compareLink';
export { buildComparisonUrl, decodeComparisonLink, encodeComparison } from './compareLink';
