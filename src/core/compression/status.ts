/**
 * The compression statuses of the CLI's `CompressionStatus` enum (gemini-cli packages/core/src/services/chatCompressionService.ts),
 * as a numeric const object plus the name of each value.
 */
export const CompressionStatus = {
  COMPRESSED: 1,
  COMPRESSION_FAILED_INFLATED_TOKEN_COUNT: 2,
  COMPRESSION_FAILED_TOKEN_COUNT_ERROR: 3,
  COMPRESSION_FAILED_EMPTY_SUMMARY: 4,
  NOOP: 5,
  /**
   * Current CLI only: after a failed attempt, and not forced, the service applies the
   * budget-truncated history alone when it is smaller (no summary call).
   */
  CONTENT_TRUNCATED: 6,
} as const;

/** One of the numeric values of {@link CompressionStatus}. */
export type CompressionStatusCode = (typeof CompressionStatus)[keyof typeof CompressionStatus];

/** One of the names of {@link CompressionStatus}, e.g. `'NOOP'`. */
export type CompressionStatusName = keyof typeof CompressionStatus;

/** The enum member name for a status value, e.g. `compressionStatusName(5) === 'NOOP'`. */
export function compressionStatusName(status: CompressionStatusCode): CompressionStatusName {
  const entry = Object.entries(CompressionStatus).find(([, value]) => value === status);
  if (!entry) throw new Error(`Unknown compression status ${String(status)}`);
  return entry[0] as CompressionStatusName;
}
