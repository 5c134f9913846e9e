/** Public API of the session simulation (issue 32). */
export type * from './types';
export {
  cachedTokensFor,
  FALLBACK_MIN_CACHEABLE_TOKENS,
  sharedPrefixTokens,
  pieceSequence,
  type PieceSequence,
  type RequestPieces,
} from './cache';
export {
  addCosts,
  isPriceTableStale,
  MIN_CACHEABLE_SOURCE,
  MODELS_WITHOUT_PRICE,
  modelsWithoutPrice,
  PRICE_TABLE,
  PRICE_TABLE_READ_ON,
  PRICE_TABLE_STALE_DAYS,
  priceFor,
  requestCost,
  stalePriceRows,
  ZERO_COST,
} from './prices';
export { createCompressionMemo, type CompressionMemo } from './compressionMemo';
export { offeredConcreteModels } from './offeredModels';
export {
  SLICE_CONTENTS,
  simulateSession,
  simulateSessionSteps,
  type SimulateSessionInput,
} from './simulate';
export { sessionTotals } from './totals';
export {
  contentCountText,
  countContents,
  currentCompressionOptionsFor,
  sessionSettingsFor,
} from './sessionInput';
export { compressionsDiffer, whatIfRows, type WhatIfInput } from './whatIf';
export { recordedUsageFromSession } from './recordedUsage';
export {
  breakAtToken,
  samePrefix,
  whatIfPieces,
  whatIfVariantOf,
  whatIfVariants,
  type RenderSystemText,
  type WhatIfPiece,
} from './variants';
export {
  countPrefixTexts,
  finishInSlices,
  sessionFromState,
  sessionModelOf,
  sessionPrefixTexts,
  sessionRunInputs,
  sessionSettingsOf,
  simulateSessionRun,
  simulateSessionRunSteps,
  type SessionFromStateInput,
  type SessionOverrides,
  type SessionRunInputs,
  type SessionRunOptions,
  type SessionState,
} from './sessionFromState';
export { MAX_REPLAY_REQUESTS, replayableConversation, replayableRequests } from './replayable';
export { whatIfSession, type WhatIfSessionInput, type WhatIfSessionResult } from './whatIfSession';
export { PLOT_HEIGHT, PLOT_PAD, PLOT_WIDTH, r1, xAt, yAt } from './plotGeometry';
export {
  costLinePoints,
  sessionPlotShapes,
  tokenBarPaths,
  type SessionPlotShapes,
  type TokenBarPaths,
} from './plotShapes';
