/** A session's totals: sums over its requests, in request order. */
import { addCosts, ZERO_COST } from './prices';
import type { CompressionEvent, SessionRequest, SessionTotals } from './types';

/**
 * The totals of `requests`: token sums, the compression count and, when the session's model
 * has a price (`priced`), the sum of every priced request's cost and the cost per 1,000
 * sessions. A request whose own model has no price adds nothing to the money.
 */
export function sessionTotals(
  requests: readonly SessionRequest[],
  compressions: readonly CompressionEvent[],
  priced: boolean,
): SessionTotals {
  let inputTokens = 0;
  let cachedTokens = 0;
  let outputTokens = 0;
  let cost = ZERO_COST;
  for (const request of requests) {
    inputTokens += request.inputTokens;
    cachedTokens += request.cachedTokens;
    outputTokens += request.outputTokens;
    if (request.cost) cost = addCosts(cost, request.cost);
  }
  return {
    requests: requests.length,
    inputTokens,
    cachedTokens,
    outputTokens,
    compressions: compressions.length,
    cost: priced ? cost : null,
    costPerThousandSessions: priced ? cost.total * 1000 : null,
  };
}
