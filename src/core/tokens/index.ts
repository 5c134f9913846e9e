export {
  DEFAULT_CHARS_PER_TOKEN,
  estimateTokenCount,
  estimateTokenCountSync,
  estimateTextTokens,
  rememberingEstimator,
  MAX_NESTING_DEPTH,
  HEURISTIC_2026_02,
  HEURISTIC_CURRENT,
  NON_ASCII_TOKENS_PER_UNIT_2026_02,
  NON_ASCII_TOKENS_PER_UNIT_CURRENT,
  type HeuristicWeights,
} from './estimateTokenCount';
export { currentHeuristicCounter, heuristicCounter, type TokenCounter } from './tokenCounter';
export { createCountCache, type CachedTokenCounter } from './countCache';
export { segmentText, type KeyedSpan, type TextSegment } from './segmentText';
export { chunkForCounting, COUNT_CHUNK_CHARS, mayCutBefore } from './chunkText';
export { fnv1a, pieceHash, rememberPieceHashes } from './pieceHash';
export {
  breakdownOfCounts,
  computeBreakdown,
  type TokenBreakdown,
  type TokenBreakdownRow,
} from './breakdown';
export { diffPartSizes, type PartChange, type PartSize, type VersionDiff } from './versionDiff';
export * from './gemma';
export { TOKEN_ENCODINGS, type TokenEncoding } from './encodings';
