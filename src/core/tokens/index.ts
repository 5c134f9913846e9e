export { estimateTokenCount, estimateTextTokens } from './estimateTokenCount';
export { heuristicCounter, type TokenCounter } from './tokenCounter';
export { createCountCache, type CachedTokenCounter } from './countCache';
export { segmentText, type KeyedSpan, type TextSegment } from './segmentText';
export { computeBreakdown, type TokenBreakdown, type TokenBreakdownRow } from './breakdown';
export * from './gemma';
