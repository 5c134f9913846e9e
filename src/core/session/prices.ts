/**
 * The price table a session's money figures use: US dollars per million tokens on the Gemini
 * Developer API's paid tier (standard, text input), one row per concrete model the app's
 * pickers offer. Prices: https://ai.google.dev/gemini-api/docs/pricing; the minimum cacheable
 * prefix: https://ai.google.dev/gemini-api/docs/caching (implicit caching table). Each row
 * says where and when its figures were read; models without a complete published price are in
 * {@link MODELS_WITHOUT_PRICE} and `priceFor` returns null for them.
 */
import type { Cost, PriceOverride, PriceRow } from './types';

const PRICING_URL = 'https://ai.google.dev/gemini-api/docs/pricing';
const CACHING_URL = 'https://ai.google.dev/gemini-api/docs/caching';

/** The date the table's main read of the pricing page was made. */
export const PRICE_TABLE_READ_ON = '2026-10-07';

/** A table older than this many days is marked stale. */
export const PRICE_TABLE_STALE_DAYS = 120;

/** Prompts above this many input tokens are billed at a model's long-context tier. */
const LONG_CONTEXT_ABOVE = 200_000;

const pricing = (readOn: string) => ({ url: PRICING_URL, readOn });

/** Where each row's minimum cacheable size was read (the caching page's implicit-cache table). */
export const MIN_CACHEABLE_SOURCE = { url: CACHING_URL, readOn: '2026-10-23' } as const;

export const PRICE_TABLE: readonly PriceRow[] = [
  {
    model: 'gemini-2.5-pro',
    input: 1.25,
    cachedInput: 0.125,
    output: 10,
    longContext: { aboveTokens: LONG_CONTEXT_ABOVE, input: 2.5, cachedInput: 0.25, output: 15 },
    minCacheableTokens: 2048,
    source: pricing(PRICE_TABLE_READ_ON),
  },
  {
    model: 'gemini-2.5-flash',
    input: 0.3,
    cachedInput: 0.03,
    output: 2.5,
    minCacheableTokens: 2048,
    source: pricing(PRICE_TABLE_READ_ON),
  },
  {
    model: 'gemini-2.5-flash-lite',
    input: 0.1,
    cachedInput: 0.01,
    output: 0.4,
    minCacheableTokens: 4096,
    minCacheableAssumed: true,
    source: pricing(PRICE_TABLE_READ_ON),
  },
  {
    model: 'gemini-3-pro-preview',
    input: 2,
    cachedInput: 0.2,
    output: 12,
    longContext: { aboveTokens: LONG_CONTEXT_ABOVE, input: 4, cachedInput: 0.4, output: 18 },
    // The caching page of 2026-05-07 (the last to list this model) gives 4,096.
    minCacheableTokens: 4096,
    // Google shut this preview down on 2026-03-09; these are its last published prices.
    source: pricing('2026-02-04'),
  },
  {
    model: 'gemini-3.1-pro-preview',
    input: 2,
    cachedInput: 0.2,
    output: 12,
    longContext: { aboveTokens: LONG_CONTEXT_ABOVE, input: 4, cachedInput: 0.4, output: 18 },
    minCacheableTokens: 4096,
    source: pricing(PRICE_TABLE_READ_ON),
  },
  {
    model: 'gemini-3-flash-preview',
    input: 0.5,
    cachedInput: 0.05,
    output: 3,
    // The caching page of 2026-05-07 (the last to list this model) gives 1,024.
    minCacheableTokens: 1024,
    source: pricing('2026-07-04'),
  },
  {
    model: 'gemini-3.5-flash',
    input: 1.5,
    cachedInput: 0.15,
    output: 9,
    minCacheableTokens: 4096,
    source: pricing(PRICE_TABLE_READ_ON),
  },
  {
    // Introductory price, published as valid through 2026-12-31.
    model: 'gemini-3.8-flash',
    input: 0.75,
    cachedInput: 0.075,
    output: 3.75,
    minCacheableTokens: 4096,
    source: pricing(PRICE_TABLE_READ_ON),
  },
  {
    model: 'gemini-3.1-flash-lite',
    input: 0.25,
    cachedInput: 0.025,
    output: 1.5,
    minCacheableTokens: 4096,
    minCacheableAssumed: true,
    source: pricing('2026-03-03'),
  },
];

/** Offered models with no complete published price, and why. */
export const MODELS_WITHOUT_PRICE: Readonly<Record<string, string>> = {
  'gemini-3-flash': 'No published price was found for this id.',
  'gemini-3.5-flash-lite': 'Its cached-input price was not found, so the row is incomplete.',
  'gemma-4-31b-it': 'The Gemini API offers Gemma 4 on the free tier only: no paid price.',
  'gemma-4-26b-a4b-it': 'The Gemini API offers Gemma 4 on the free tier only: no paid price.',
};

const PRICE_FIELDS = ['input', 'cachedInput', 'output', 'minCacheableTokens'] as const;

/** The override's valid fields (finite, not negative); anything else is ignored. */
function validOverride(override: PriceOverride | undefined): PriceOverride {
  const valid: PriceOverride = {};
  for (const field of PRICE_FIELDS) {
    const value = override?.[field];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) valid[field] = value;
  }
  return valid;
}

/**
 * The price row of a concrete model with the user's override applied, or null ("no price
 * known"). An override of the base prices leaves the long-context tier as published; an
 * override for a model without a row needs all three prices to make one.
 */
export function priceFor(
  model: string,
  overrides: Readonly<Record<string, PriceOverride>> = {},
): PriceRow | null {
  const row = PRICE_TABLE.find((r) => r.model === model) ?? null;
  const override = validOverride(Object.hasOwn(overrides, model) ? overrides[model] : undefined);
  if (row) return Object.keys(override).length > 0 ? { ...row, ...override } : row;
  const { input, cachedInput, output } = override;
  if (input === undefined || cachedInput === undefined || output === undefined) return null;
  return {
    model,
    input,
    cachedInput,
    output,
    minCacheableTokens: override.minCacheableTokens ?? 4096,
    source: { url: 'user override', readOn: '' },
  };
}

/** The offered models (concrete ids) that have no row in the table. */
export function modelsWithoutPrice(offered: readonly string[]): string[] {
  return offered.filter((model) => !PRICE_TABLE.some((row) => row.model === model));
}

const DAY_MS = 86_400_000;

/** True when `readOn` (YYYY-MM-DD) lies more than 120 days before `today`; an unreadable date is stale. */
export function isPriceTableStale(today: Date, readOn: string = PRICE_TABLE_READ_ON): boolean {
  const read = Date.parse(`${readOn}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(readOn) || Number.isNaN(read)) return true;
  return today.getTime() - read > PRICE_TABLE_STALE_DAYS * DAY_MS;
}

/**
 * The money of one request. The tier is chosen by the request's input tokens (prompts over
 * `longContext.aboveTokens` are billed whole at the long-context prices); cached tokens are
 * billed at the cached price, the rest of the input at the input price.
 */
export function requestCost(
  price: PriceRow,
  inputTokens: number,
  cachedTokens: number,
  outputTokens: number,
): Cost {
  const tier =
    price.longContext && inputTokens > price.longContext.aboveTokens ? price.longContext : price;
  const cached = Math.min(cachedTokens, inputTokens);
  const input = ((inputTokens - cached) * tier.input) / 1e6;
  const cachedCost = (cached * tier.cachedInput) / 1e6;
  const output = (outputTokens * tier.output) / 1e6;
  return {
    input,
    cached: cachedCost,
    output,
    total: input + cachedCost + output,
    cacheSaving: (cached * (tier.input - tier.cachedInput)) / 1e6,
  };
}

/** The sum of several costs. */
export function addCosts(a: Cost, b: Cost): Cost {
  return {
    input: a.input + b.input,
    cached: a.cached + b.cached,
    output: a.output + b.output,
    total: a.total + b.total,
    cacheSaving: a.cacheSaving + b.cacheSaving,
  };
}

/** The rows read more than 120 days before `today` (each shows its own date). */
export function stalePriceRows(today: Date, rows: readonly PriceRow[] = PRICE_TABLE): PriceRow[] {
  return rows.filter((row) => isPriceTableStale(today, row.source.readOn));
}

/** A cost of nothing. */
export const ZERO_COST: Cost = { input: 0, cached: 0, output: 0, total: 0, cacheSaving: 0 };
